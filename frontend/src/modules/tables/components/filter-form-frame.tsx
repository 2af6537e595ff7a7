import clsx from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TableSort } from '../sorting';
import { SortHiddenFields } from './sort-hidden-fields';

/**
 * A list's filters as a GET form in a white card: the choice lands in the address (shareable, the
 * back button works) and the server renders the result, with or without scripts. The chosen order
 * rides along; Clear filters shows while anything is filtered.
 */
export function FilterFormFrame({
  action,
  label,
  isSearch = false,
  gridClassName,
  actionsClassName,
  submitLabel,
  isFiltered,
  sort,
  children,
}: {
  action: string;
  /** The form's accessible name. */
  label: string;
  /** A search landmark (lists found by name); plain filter forms are not one. */
  isSearch?: boolean;
  /** The grid's columns, which depend on the fields. */
  gridClassName: string;
  /** Where the buttons sit in that grid. */
  actionsClassName: string;
  submitLabel: string;
  isFiltered: boolean;
  sort?: { current: TableSort | null; defaults: TableSort | null };
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      {...(isSearch ? { role: 'search' } : {})}
      aria-label={label}
      className={clsx('mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4', gridClassName)}
    >
      {sort ? <SortHiddenFields sort={sort.current} defaults={sort.defaults} /> : null}
      {children}
      <div className={clsx('flex flex-wrap gap-2', actionsClassName)}>
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        {isFiltered ? (
          <Link href={action} className="btn-ghost">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
