import { z } from 'zod';

/**
 * What every admin table shares beyond paging: a sort column from the list's own allowlist with a
 * direction, and the CSV export of every row the filters match (`format=csv`).
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** An export is every matching row up to this many; the response says when it stopped there. */
export const ADMIN_CSV_MAX_ROWS = 50_000;
/** The header an export carries when more rows matched than it holds. */
export const CSV_TRUNCATED_HEADER = 'x-export-truncated';

export interface AdminSort<Column extends string> {
  sort: Column;
  order: SortDirection;
}

/**
 * The `sort` and `order` query fields of one list: only the listed columns (anything else is a 400
 * naming the allowed ones, never a column name reaching SQL), the list's usual order by default.
 */
export function adminSortQuery<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  defaults: AdminSort<Columns[number]>,
) {
  return {
    sort: z.enum(columns, { message: `Sort by one of: ${columns.join(', ')}.` }).default(defaults.sort),
    order: z.enum(SORT_DIRECTIONS, { message: 'Order is asc or desc.' }).default(defaults.order),
  };
}

/** `format=csv` asks for the export instead of a page of JSON. */
export const exportFormatQuery = {
  format: z.enum(['json', 'csv'], { message: 'Format is json or csv.' }).default('json'),
};
