'use client';

import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '../list-meta';
import type { PagedListState } from '../use-paged-list';

/**
 * A dashboard's "Your …" section: loading, an error with Try again, an empty state, or the page of
 * items with the pages below.
 */
export function PagedListSection<T extends { id: string }>({
  id,
  heading,
  state,
  onRetry,
  loadingText,
  empty,
  pagesLabel,
  hrefFor,
  renderItem,
}: {
  id: string;
  heading: string;
  state: PagedListState<T>;
  onRetry: () => void;
  loadingText: string;
  empty: { icon: LucideIcon; title: string; description: string };
  pagesLabel: string;
  hrefFor: (page: number) => string;
  /** One item as a list item (`<li>`). */
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12" aria-busy={state.status === 'loading'}>
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      <div className="mt-4">
        {state.status === 'loading' ? (
          <p role="status" className="text-sm text-muted">
            {loadingText}
          </p>
        ) : state.status === 'error' ? (
          <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
            <p className="font-semibold text-danger">Error</p>
            <p className="mt-1 text-sm text-ink">{state.message}</p>
            <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
              Try again
            </button>
          </div>
        ) : state.items.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        ) : (
          <>
            <ul className="grid gap-3" aria-label={heading}>
              {state.items.map((item) => (
                <Fragment key={item.id}>{renderItem(item)}</Fragment>
              ))}
            </ul>
            <Pagination
              label={pagesLabel}
              page={state.meta.page}
              pageCount={pageCountOf(state.meta)}
              hrefFor={hrefFor}
            />
          </>
        )}
      </div>
    </section>
  );
}
