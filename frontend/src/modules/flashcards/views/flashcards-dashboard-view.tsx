'use client';

import type { FlashcardDeckSummary } from '@studyhub/contracts';
import { Layers, Plus } from 'lucide-react';
import Link from 'next/link';
import { PagedListSection } from '@/modules/tables/components/paged-list-section';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { GenerateForm } from '../components/generate-form';
import { CREATE_DECK_PATH, FLASHCARDS_DASHBOARD_PATH, deckPath } from '../flashcard-paths';
import { useMyDecks } from '../hooks/use-my-decks';

function DeckRow({ deck }: { deck: FlashcardDeckSummary }) {
  return (
    <li data-testid="deck-row" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h3 className="font-semibold text-ink">
        <Link href={deckPath(deck.id)} className="hover:underline">
          {deck.title}
        </Link>
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <StatusBadge tone={deck.visibility === 'public' ? 'info' : 'neutral'}>
          {deck.visibility === 'public' ? 'Public' : 'Private'}
        </StatusBadge>
        {deck.card_count} cards · {deck.due_count} due · {deck.new_count} new · changed{' '}
        {formatDateTime(deck.updated_at)}
      </p>
    </li>
  );
}

const listPath = (page: number) => (page > 1 ? `${FLASHCARDS_DASHBOARD_PATH}?page=${page}` : FLASHCARDS_DASHBOARD_PATH);

/** /dashboard/ai-flashcard-maker: generate a deck, create one by hand, and the student's decks. */
export function FlashcardsDashboardView({ page }: { page: number }) {
  const { state, reload } = useMyDecks(page);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">AI Flashcard Maker</h1>
        <Link href={CREATE_DECK_PATH} className="btn-secondary">
          <Plus aria-hidden="true" className="size-4" />
          Create a deck
        </Link>
      </div>
      <section aria-labelledby="generate-heading" className="mt-8">
        <h2 id="generate-heading" className="text-xl font-bold tracking-tight text-ink">
          Make flashcards
        </h2>
        <div className="mt-4 rounded-2xl border border-line bg-white p-5">
          <GenerateForm />
        </div>
      </section>
      <PagedListSection
        id="decks-heading"
        heading="Your decks"
        state={state}
        onRetry={reload}
        loadingText="Loading your decks…"
        empty={{ icon: Layers, title: 'No decks yet.', description: 'Decks you make, copy or import appear here.' }}
        pagesLabel="Deck pages"
        hrefFor={listPath}
        renderItem={(deck) => <DeckRow deck={deck} />}
      />
    </div>
  );
}
