'use client';

import Link from 'next/link';
import { PageLoading } from '@/modules/tables/components/page-loading';
import { DeckEditor } from '../components/deck-editor';
import { DeckLoadFailure } from '../components/deck-load-failure';
import { deckPath } from '../flashcard-paths';
import { useDeck } from '../hooks/use-deck';

/** /dashboard/ai-flashcard-maker/deck/{identifier}/edit: the owner's editor; others are told it was not found. */
export function DeckEditView({ identifier }: { identifier: string }) {
  const { state, reload, replace } = useDeck(identifier);
  if (state.status === 'loading') return <PageLoading label="Loading the deck…" />;
  if (state.status !== 'ready') {
    return <DeckLoadFailure message={state.message} isMissing={state.status === 'missing'} onRetry={reload} />;
  }
  if (!state.deck.is_owner) return <DeckLoadFailure message="Deck not found" isMissing onRetry={reload} />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Link href={deckPath(state.deck.id)} className="link text-sm">
        ← Back to studying
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Edit {state.deck.title}</h1>
      <DeckEditor deck={state.deck} onSaved={replace} />
    </div>
  );
}
