import {
  REPORT_REASONS,
  REPORT_SORT_COLUMNS,
  REPORT_SOURCES,
  REPORT_STATUSES,
  type ReportReason,
  type ReportSource,
  type ReportStatus,
} from '@studyhub/contracts';
import { pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { firstValue, type QueryValue } from '../../tables/query-string';

export const REPORTS_PATH = '/admin/reports';
export const REPORTS_PAGE_SIZE = 20;
export const REPORT_SORT_DEFAULT: TableSort = { by: 'created_at', order: 'desc' };

export type ReportsQuery = Record<string, QueryValue>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the queue is filtered by; anything the page cannot use is dropped, never sent on. */
export interface ReportFilters {
  source: ReportSource | null;
  status: ReportStatus | null;
  reason: ReportReason | null;
  /** `me`, `unassigned` or an admin's id. */
  assignee: string | null;
  q: string;
  page: number;
  sort: TableSort;
}

function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseReportFilters(query: ReportsQuery): ReportFilters {
  const assignee = firstValue(query.assignee);
  const page = Number(firstValue(query.page));
  return {
    source: oneOf(REPORT_SOURCES, firstValue(query.source)),
    status: oneOf(REPORT_STATUSES, firstValue(query.status)),
    reason: oneOf(REPORT_REASONS, firstValue(query.reason)),
    assignee: assignee === 'me' || assignee === 'unassigned' || UUID.test(assignee) ? assignee : null,
    q: firstValue(query.q).slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: parseTableSort(query, REPORT_SORT_COLUMNS, REPORT_SORT_DEFAULT),
  };
}

function filterEntries(filters: ReportFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.source) entries.push(['source', filters.source]);
  if (filters.status) entries.push(['status', filters.status]);
  if (filters.reason) entries.push(['reason', filters.reason]);
  if (filters.assignee) entries.push(['assignee', filters.assignee]);
  if (filters.q) entries.push(['q', filters.q]);
  return entries;
}

/** The API query of the page: filters, sort and paging. */
export function reportsApiQuery(filters: ReportFilters): string {
  const params = new URLSearchParams([
    ...filterEntries(filters),
    ...sortQueryEntries(filters.sort),
    ['page', String(filters.page)],
    ['limit', String(REPORTS_PAGE_SIZE)],
  ]);
  return `/admin/reports?${params.toString()}`;
}

/** The page's own address for another page number (filters and a non-default sort kept). */
export function reportsPageHref(filters: ReportFilters, page: number): string {
  const params = new URLSearchParams([
    ...filterEntries(filters),
    ...pageSortEntries(filters.sort, REPORT_SORT_DEFAULT),
  ]);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${REPORTS_PATH}?${query}` : REPORTS_PATH;
}

export function isFiltered(filters: ReportFilters): boolean {
  return filterEntries(filters).length > 0;
}
