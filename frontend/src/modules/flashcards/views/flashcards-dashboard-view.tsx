'use client';

import type { FlashcardDeckSummary } from '@studyhub/contracts';
import { Layers, Plus } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf } from '@/modules/tables/list-meta';
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
      <section aria-labelledby="decks-heading" className="mt-12" aria-busy={state.status === 'loading'}>
        <h2 id="decks-heading" className="text-xl font-bold tracking-tight text-ink">
          Your decks
        </h2>
        <div className="mt-4">
          {state.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              Loading your decks…
            </p>
          ) : state.status === 'error' ? (
            <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
              <p className="font-semibold text-danger">Error</p>
              <p className="mt-1 text-sm text-ink">{state.message}</p>
              <button type="button" className="btn-secondary mt-4" onClick={reload}>
                Try again
              </button>
            </div>
          ) : state.decks.length === 0 ? (
            <EmptyState icon={Layers} title="No decks yet." description="Decks you make, copy or import appear here." />
          ) : (
            <>
              <ul className="grid gap-3" aria-label="Your decks">
                {state.decks.map((deck) => (
                  <DeckRow key={deck.id} deck={deck} />
                ))}
              </ul>
              <Pagination
                label="Deck pages"
                page={state.meta.page}
                pageCount={pageCountOf(state.meta)}
                hrefFor={listPath}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
