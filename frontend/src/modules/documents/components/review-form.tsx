'use client';

import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

const COMMENT_MAX = 2000;

/** A buyer rates the document once, 1 to 5 stars, with an optional comment. */
export function ReviewForm({ documentId }: { documentId: string }) {
  const router = useRouter();
  const { showToast } = useToast();
  const ids = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError('Choose a rating from 1 to 5 stars.');
    setError(null);
    setBusy(true);
    const result = await apiRequest(`/documents/${documentId}/reviews`, {
      method: 'POST',
      body: { rating, comment: comment.trim() },
    });
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'Your review could not be saved. Please try again.'));
    showToast({ title: 'Thank you for your review', variant: 'success' });
    router.refresh();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-4 rounded-2xl border border-line p-4"
      aria-label="Write a review"
      noValidate
    >
      <fieldset aria-describedby={error ? `${ids}-error` : undefined}>
        <legend className="field-label">Your rating</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <span className="sr-only">{`${value} star${value === 1 ? '' : 's'}`}</span>
              <Star
                aria-hidden="true"
                className={clsx('h-7 w-7', value <= rating ? 'fill-accent-300 text-accent-300' : 'text-line-strong')}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field-label mt-4" htmlFor={`${ids}-comment`}>
        Comment (optional)
      </label>
      <textarea
        id={`${ids}-comment`}
        className="field-input"
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error ? (
        <p id={`${ids}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary mt-4" disabled={busy}>
        {busy ? 'Submitting…' : 'Submit review'}
      </button>
    </form>
  );
}
