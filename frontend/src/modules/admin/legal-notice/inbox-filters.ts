import { INBOX_KINDS, INBOX_SORTS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@studyhub/contracts';
import { hrefWithSort, pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { queryOf, firstValue, type QueryValue } from '../../tables/query-string';

export const INBOX_PATH = '/admin/legal-notice/messages';
export const INBOX_PAGE_SIZE = 20;
/** The API's limit for a search; a longer one is cut rather than refused. */
const SEARCH_MAX_LENGTH = 200;

/** Newest first, as the API orders the inbox unless asked otherwise. */
export const INBOX_DEFAULT_SORT: TableSort = { by: 'created_at', order: 'desc' };

export interface InboxFilters {
  kind: InboxKind | null;
  status: InboxStatus | null;
  q: string;
  page: number;
  sort: TableSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads kind, status, search, order and page; an unknown value is ignored rather than sent to fail. */
export function parseInboxFilters(query: Record<string, QueryValue>): InboxFilters {
  const page = Number.parseInt(firstValue(query.page), 10);
  return {
    kind: oneOf(INBOX_KINDS, firstValue(query.kind)),
    status: oneOf(INBOX_STATUSES, firstValue(query.status)),
    q: firstValue(query.q).slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(query, INBOX_SORTS, INBOX_DEFAULT_SORT),
  };
}

/** GET /api/admin/pages/inbox for the filters. */
export function inboxApiQuery(filters: InboxFilters): string {
  return `/admin/pages/inbox${queryOf([
    ['kind', filters.kind],
    ['status', filters.status],
    ['q', filters.q],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', INBOX_PAGE_SIZE],
  ])}`;
}

/** The inbox's own address for the filters (changed by `next`, from page 1 unless a page is given). */
export function inboxHref(filters: InboxFilters, next: Partial<Omit<InboxFilters, 'sort'>> = {}): string {
  const merged = { ...filters, page: 1, ...next };
  return `${INBOX_PATH}${queryOf([
    ['kind', merged.kind],
    ['status', merged.status],
    ['q', merged.q],
    ...pageSortEntries(merged.sort, INBOX_DEFAULT_SORT),
    ['page', merged.page > 1 ? merged.page : null],
  ])}`;
}

/** The inbox with the same filters in another order, from its first page. */
export function inboxSortHref(filters: InboxFilters, sort: TableSort): string {
  return hrefWithSort(inboxHref(filters), sort);
}
