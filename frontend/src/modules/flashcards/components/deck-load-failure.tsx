import { RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { FLASHCARDS_DASHBOARD_PATH } from '../flashcard-paths';

/** A deck that could not be shown: not found (or not the student's), or a failure to try again. */
export function DeckLoadFailure({
  message,
  isMissing,
  onRetry,
}: {
  message: string;
  isMissing: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
        <p className="font-semibold text-danger">{isMissing ? 'Deck not found' : 'Error'}</p>
        <p className="mt-1 text-sm text-ink">{message}</p>
        {isMissing ? (
          <Link href={FLASHCARDS_DASHBOARD_PATH} className="btn-secondary mt-4">
            Your decks
          </Link>
        ) : (
          <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
