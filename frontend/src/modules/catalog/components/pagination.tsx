import clsx from 'clsx';
import Link from 'next/link';
import { pageWindow } from '../pagination-window';

/** Page links; `hrefFor` keeps the rest of the URL (filters, sort) as it is. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
  scroll,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** False keeps the reader's place (a list further down the page that reloads in place). */
  scroll?: boolean;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link className="btn-secondary min-h-10 px-3" href={hrefFor(page - 1)} rel="prev" scroll={scroll}>
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="px-2 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={entry}
            href={hrefFor(entry)}
            scroll={scroll}
            aria-current={entry === page ? 'page' : undefined}
            className={clsx(
              'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border text-sm font-semibold',
              entry === page
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line-strong bg-white text-ink hover:bg-surface-muted',
            )}
          >
            <span className="sr-only">Page </span>
            {entry}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link className="btn-secondary min-h-10 px-3" href={hrefFor(page + 1)} rel="next" scroll={scroll}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
