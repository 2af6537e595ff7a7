'use client';

import type { FlashcardDeckDetail, FlashcardReviewResult } from '@studyhub/contracts';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/modules/ai-writer/components/confirm-dialog';
import { failureMessage } from '@/modules/http/api-result';
import { PageLoading } from '@/modules/tables/components/page-loading';
import { useToast } from '@/modules/toast/components/toast-provider';
import { copyDeck, deleteDeck, exportHref } from '../api/flashcards-api';
import { DeckLoadFailure } from '../components/deck-load-failure';
import { DeckStudy } from '../components/deck-study';
import { FLASHCARDS_DASHBOARD_PATH, deckEditPath, deckPath, publicDeckPath } from '../flashcard-paths';
import { useDeck } from '../hooks/use-deck';

/** A review changes one card's schedule: the counts follow without reading the deck again. */
function withReview(deck: FlashcardDeckDetail, review: FlashcardReviewResult): FlashcardDeckDetail {
  const now = Date.now();
  const cards = deck.cards.map((card) => (card.id === review.card_id ? { ...card, schedule: review.schedule } : card));
  return {
    ...deck,
    cards,
    due_count: cards.filter((card) => card.schedule && Date.parse(card.schedule.due) <= now).length,
    new_count: cards.filter((card) => !card.schedule).length,
  };
}

function DeckFacts({ deck }: { deck: FlashcardDeckDetail }) {
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <div className="flex gap-1">
        <dt className="text-muted">Cards</dt>
        <dd className="font-semibold text-ink">{deck.card_count}</dd>
      </div>
      <div className="flex gap-1" data-testid="due-count">
        <dt className="text-muted">Due now</dt>
        <dd className="font-semibold text-ink">{deck.due_count}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">New</dt>
        <dd className="font-semibold text-ink">{deck.new_count}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">Desired retention</dt>
        <dd className="font-semibold text-ink">{Math.round(deck.desired_retention * 100)}%</dd>
      </div>
    </dl>
  );
}

/** /dashboard/ai-flashcard-maker/deck/{identifier}: the deck, its due count and the study modes. */
export function DeckView({ identifier }: { identifier: string }) {
  const router = useRouter();
  const { showToast } = useToast();
  const { state, reload, replace } = useDeck(identifier);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  if (state.status === 'loading') return <PageLoading label="Loading the deck…" />;
  if (state.status !== 'ready') {
    return <DeckLoadFailure message={state.message} isMissing={state.status === 'missing'} onRetry={reload} />;
  }
  const { deck } = state;

  const remove = async () => {
    setIsDeleting(true);
    const result = await deleteDeck(deck.id).catch(() => null);
    setIsDeleting(false);
    setIsConfirming(false);
    if (!result?.ok)
      return showToast({
        title: result ? failureMessage(result, 'The deck could not be deleted.') : 'The deck could not be deleted.',
        variant: 'error',
      });
    showToast({ title: 'Deck deleted', variant: 'success' });
    router.push(FLASHCARDS_DASHBOARD_PATH);
  };

  const copy = async () => {
    const result = await copyDeck(deck.id).catch(() => null);
    if (!result?.ok) return showToast({ title: 'The deck could not be copied.', variant: 'error' });
    showToast({ title: 'Copied to your decks', variant: 'success' });
    router.push(deckPath(result.data.id));
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Link href={FLASHCARDS_DASHBOARD_PATH} className="link text-sm">
        ← Your decks
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{deck.title}</h1>
      {deck.description ? <p className="mt-2 text-muted">{deck.description}</p> : null}
      <DeckFacts deck={deck} />
      <div className="mt-5 flex flex-wrap gap-2">
        {deck.is_owner ? (
          <>
            <Link href={deckEditPath(deck.id)} className="btn-secondary">
              <Pencil aria-hidden="true" className="size-4" />
              Edit deck
            </Link>
            <a className="btn-secondary" href={exportHref(deck.id, 'csv')} download>
              Export CSV
            </a>
            <a className="btn-secondary" href={exportHref(deck.id, 'apkg')} download>
              Export Anki
            </a>
            <button type="button" className="btn-ghost text-danger" onClick={() => setIsConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete deck
            </button>
          </>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            Copy to my decks
          </button>
        )}
        {deck.slug ? (
          <Link href={publicDeckPath(deck.slug)} className="btn-ghost">
            Public page
          </Link>
        ) : null}
      </div>
      <div className="mt-8">
        <DeckStudy cards={deck.cards} canReview onReviewed={(review) => replace(withReview(deck, review))} />
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete this deck?"
        confirmLabel="Delete"
        isDanger
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={() => setIsConfirming(false)}
      >
        <p>The deck, its cards and your study history of it are deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
