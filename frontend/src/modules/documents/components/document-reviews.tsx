import { Star } from 'lucide-react';
import type { DocumentReviewResponse } from '@studyhub/contracts';
import { PersonAvatar } from '@/modules/catalog/components/person-avatar';
import { relativeTime } from '@/modules/catalog/relative-time';
import { ReviewForm } from './review-form';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={value <= rating ? 'h-4 w-4 fill-accent-300 text-accent-300' : 'h-4 w-4 text-line-strong'}
        />
      ))}
    </span>
  );
}

/** The document's reviews, newest first, and the form for a buyer who has not reviewed it yet. */
export function DocumentReviews({
  documentId,
  reviews,
  total,
  canReview,
}: {
  documentId: string;
  reviews: DocumentReviewResponse[];
  total: number;
  canReview: boolean;
}) {
  return (
    <section aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-lg font-semibold text-ink">
        Reviews{total > 0 ? ` (${total})` : ''}
      </h2>
      {canReview ? <ReviewForm documentId={documentId} /> : null}
      {reviews.length === 0 ? (
        <p className="mt-3 text-muted">No reviews yet.</p>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="reviews">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-line p-4">
              <div className="flex items-center gap-3">
                <PersonAvatar person={review.user} />
                <div>
                  <p className="font-medium text-ink">{review.user.full_name || 'Studyhub student'}</p>
                  <div className="flex items-center gap-2 text-xs text-muted">
                    <Stars rating={review.rating} />
                    <time dateTime={review.created_at}>{relativeTime(review.created_at)}</time>
                  </div>
                </div>
              </div>
              {review.comment ? <p className="mt-2 whitespace-pre-line text-ink">{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {total > reviews.length ? (
        <p className="mt-3 text-sm text-muted">
          Showing the {reviews.length} newest of {total} reviews.
        </p>
      ) : null}
    </section>
  );
}
