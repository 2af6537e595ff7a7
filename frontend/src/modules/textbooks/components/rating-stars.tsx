import { Star } from 'lucide-react';
import { ratingLabel } from '../textbook-facts';

/** Five stars filled to the rating (whole stars), with the number for everyone. */
export function RatingStars({ rating }: { rating: number | null }) {
  const label = ratingLabel(rating);
  if (rating === null || label === null) return <span className="text-muted">Not rated yet</span>;
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="inline-flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            className={star <= filled ? 'size-4 fill-accent-300 text-accent-300' : 'size-4 text-line-strong'}
          />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-ink">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
