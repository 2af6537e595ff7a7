'use client';

import {
  FLASHCARD_RATINGS,
  type Flashcard,
  type FlashcardRating,
  type FlashcardReviewResult,
} from '@studyhub/contracts';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { reviewCard } from '../api/flashcards-api';
import { nextReviewText, studyOrder } from '../study/study-deck';
import { CardText } from './card-text';

const RATINGS: { rating: FlashcardRating; label: string; className: string }[] = [
  { rating: FLASHCARD_RATINGS.again, label: 'Again', className: 'btn-secondary' },
  { rating: FLASHCARD_RATINGS.hard, label: 'Hard', className: 'btn-secondary' },
  { rating: FLASHCARD_RATINGS.good, label: 'Good', className: 'btn-primary' },
  { rating: FLASHCARD_RATINGS.easy, label: 'Easy', className: 'btn-secondary' },
];
const RATING_NAMES: Record<FlashcardRating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/**
 * Flip cards: the front, then the back on a click (or Space); a signed-in student rates each card,
 * which schedules its next review (FSRS) and moves on. Cards due now come first, then new ones.
 */
export function FlipMode({
  cards,
  canReview,
  onReviewed,
}: {
  cards: readonly Flashcard[];
  canReview: boolean;
  onReviewed?: (result: FlashcardReviewResult) => void;
}) {
  // The order is fixed when the session starts: a rated card keeps its place until the next visit.
  const [orderIds] = useState(() => studyOrder(cards, Date.now()).map((card) => card.id));
  const ordered = useMemo(() => {
    const byId = new Map(cards.map((card) => [card.id, card]));
    return orderIds.flatMap((id) => byId.get(id) ?? []);
  }, [cards, orderIds]);
  const [index, setIndex] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const card = ordered[Math.min(index, ordered.length - 1)];
  if (!card) return <p className="text-muted">This deck has no cards yet.</p>;

  const go = (next: number) => {
    setIndex((next + ordered.length) % ordered.length);
    setIsFlipped(false);
  };

  const rate = async (rating: FlashcardRating) => {
    setIsSending(true);
    setError(null);
    const result = await reviewCard(card.id, rating).catch(() => null);
    setIsSending(false);
    if (!result?.ok)
      return setError(
        result ? failureMessage(result, 'The rating could not be saved.') : 'The rating could not be saved.',
      );
    onReviewed?.(result.data);
    setStatus(`Rated ${RATING_NAMES[rating]} · next review ${nextReviewText(result.data.schedule.due, Date.now())}`);
    go(index + 1);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Card {Math.min(index, ordered.length - 1) + 1} of {ordered.length}
      </p>
      <button
        type="button"
        data-testid="flashcard"
        aria-label={isFlipped ? 'Answer side. Show the question' : 'Question side. Show the answer'}
        onClick={() => setIsFlipped((value) => !value)}
        className="flex min-h-56 w-full flex-col items-center justify-center rounded-2xl border border-line-strong bg-white p-8 text-center shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="eyebrow text-muted">{isFlipped ? 'Answer' : 'Question'}</span>
        <span
          className="mt-3 text-xl font-semibold text-ink"
          data-testid={isFlipped ? 'flashcard-back' : 'flashcard-front'}
        >
          <CardText text={isFlipped ? card.back : card.front} />
        </span>
        {card.image_url && !isFlipped ? (
          // A signed address of a private file: not something Next's image optimiser can fetch.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={card.image_url} alt="" className="mt-4 max-h-48 rounded-lg" />
        ) : null}
      </button>
      {isFlipped && canReview ? (
        <div role="group" aria-label="How well did you know it?" className="flex flex-wrap justify-center gap-2">
          {RATINGS.map((item) => (
            <button
              key={item.rating}
              type="button"
              className={item.className}
              disabled={isSending}
              onClick={() => void rate(item.rating)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex items-center justify-between">
        <button type="button" className="btn-secondary" onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </button>
        <button type="button" className="btn-secondary" onClick={() => setIsFlipped((value) => !value)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Flip
        </button>
        <button type="button" className="btn-secondary" onClick={() => go(index + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p role="status" className="text-center text-sm text-muted" data-testid="review-status">
        {status ?? ''}
      </p>
      {error ? (
        <p role="alert" className="text-center text-sm text-danger">
          {error}
        </p>
      ) : null}
      {!canReview ? (
        <p className="text-center text-sm text-muted">Sign in to rate cards and get a spaced-repetition schedule.</p>
      ) : null}
    </div>
  );
}
