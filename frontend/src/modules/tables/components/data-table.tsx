import type { SortDirection } from '@studyhub/contracts';
import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { nextSort, type TableSort } from '../sorting';
import { SortableHeader, SortLinks } from './sortable-header';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** The list's sort column this header orders by (only columns the API allows). */
  sortKey?: string;
  /** The direction a first click sorts in: dates and amounts usually start with the largest. */
  sortFirst?: SortDirection;
}

/** A sortable table's current order and the address of the page in another order. */
export interface DataTableSort {
  current: TableSort;
  href: (sort: TableSort) => string;
}

/** From which width the rows are a table; below it each row is a card of label and value pairs. */
export type Breakpoint = 'md' | 'lg' | 'xl';
const TABLE_FROM: Record<Breakpoint, { table: string; cards: string }> = {
  md: { table: 'hidden md:table', cards: 'md:hidden' },
  lg: { table: 'hidden lg:table', cards: 'lg:hidden' },
  xl: { table: 'hidden xl:table', cards: 'xl:hidden' },
};

/**
 * A list of records that never scrolls sideways (360 px to 1920 px): a real table with a caption
 * on wide screens, the same cells as labelled cards on narrow ones. Only one of the two is
 * displayed, so assistive technology meets each row once.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  tableFrom = 'md',
  rowTestId,
  sort,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  tableFrom?: Breakpoint;
  rowTestId?: string;
  sort?: DataTableSort;
}) {
  const layout = TABLE_FROM[tableFrom];
  const sortable = sort ? columns.filter((column) => column.sortKey) : [];
  const linkFor = (column: Column<Row>) =>
    sort && column.sortKey ? sort.href(nextSort(sort.current, column.sortKey, column.sortFirst)) : '';
  return (
    <div className="rounded-2xl border border-line bg-white">
      <table className={clsx(layout.table, 'w-full text-left text-sm')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  sort && column.sortKey
                    ? sort.current.by === column.sortKey
                      ? sort.current.order === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                    : undefined
                }
                className={clsx(
                  'px-4 py-3 first:rounded-tl-2xl last:rounded-tr-2xl',
                  column.align === 'end' && 'text-right',
                )}
              >
                {sort && column.sortKey ? (
                  <SortableHeader
                    label={column.header}
                    href={linkFor(column)}
                    direction={sort.current.by === column.sortKey ? sort.current.order : null}
                    alignEnd={column.align === 'end'}
                  />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={clsx(
                    'px-4 py-3 align-top break-words text-ink',
                    column.align === 'end' && 'text-right tabular-nums',
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {sort && sortable.length > 0 ? (
        <SortLinks
          className={layout.cards}
          options={sortable.map((column) => ({
            label: column.header,
            href: linkFor(column),
            direction: sort.current.by === column.sortKey ? sort.current.order : null,
          }))}
        />
      ) : null}
      <ul className={clsx(layout.cards, 'divide-y divide-line')} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="p-4" data-testid={rowTestId}>
            <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <Fragment key={column.key}>
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words text-ink">{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
