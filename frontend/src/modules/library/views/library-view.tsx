'use client';

import { Upload } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { LibraryErrorAlert } from '../components/library-error-alert';
import { LibraryFilters, TypeChips } from '../components/library-filters';
import { LibraryGrid, LibraryGridSkeleton } from '../components/library-grid';
import { LIBRARY_PANEL_ID, LibraryTabs, libraryTabId } from '../components/library-tabs';
import { useLibrary, type LibraryState } from '../hooks/use-library';
import { useLibraryView } from '../hooks/use-library-view';
import {
  activeType,
  clampPage,
  countLabel,
  documentsForTab,
  LIBRARY_TAB_LABELS,
  pageCount,
  pageOf,
  presentTypes,
  toggleType,
  visibleDocuments,
  type LibraryDocument,
} from '../library-rules';

const NO_DOCUMENTS: LibraryDocument[] = [];

function loadedDocuments(state: LibraryState): LibraryDocument[] {
  return state.status === 'ready' ? state.library.documents : NO_DOCUMENTS;
}

/**
 * The Library (My Documents), spec sections 2 and 9: tabs with counts, type chips for the types
 * present, sort, search over title and description, 12 cards a page, all kept in the URL.
 */
export function LibraryView({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { view, update, hrefFor } = useLibraryView();
  const { state, counts, reload } = useLibrary(view.tab);

  const documents = documentsForTab(loadedDocuments(state), view.tab);
  const types = presentTypes(documents);
  const type = activeType(types, view.type);
  const visible = visibleDocuments(documents, { ...view, type });
  const page = clampPage(view.page, visible.length);

  return (
    <section aria-labelledby="library-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Heading id="library-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          My Documents
        </Heading>
        <Link href="/dashboard/documents/upload" className="btn-primary">
          <Upload aria-hidden="true" className="size-4" />
          Upload & Earn Points!
        </Link>
      </div>

      <LibraryTabs active={view.tab} counts={counts} onSelect={(tab) => update({ tab, type: null })} />

      <div id={LIBRARY_PANEL_ID} role="tabpanel" aria-labelledby={libraryTabId(view.tab)}>
        {/* Keeps the outline whole under an h1: the cards' titles are h3. */}
        {headingLevel === 1 ? <h2 className="sr-only">{LIBRARY_TAB_LABELS[view.tab]}</h2> : null}
        <LibraryFilters
          search={view.search}
          sort={view.sort}
          onSearch={(search) => update({ search })}
          onSort={(sort) => update({ sort })}
        />
        <TypeChips types={types} active={type} onToggle={(clicked) => update({ type: toggleType(type, clicked) })} />

        <div className="mt-6" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' ? (
            <>
              <p className="text-sm text-muted" role="status">
                Loading your documents…
              </p>
              <LibraryGridSkeleton />
            </>
          ) : state.status === 'error' ? (
            <LibraryErrorAlert message={state.message} onRetry={reload} />
          ) : (
            <>
              <p className="text-sm text-muted" data-testid="result-count" aria-live="polite">
                {countLabel(visible.length)}
              </p>
              {visible.length === 0 ? (
                <EmptyState title="No documents found matching your criteria." />
              ) : (
                <LibraryGrid documents={pageOf(visible, page)} tab={view.tab} />
              )}
              <Pagination
                page={page}
                pageCount={pageCount(visible.length)}
                hrefFor={(target) => hrefFor({ page: target })}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
