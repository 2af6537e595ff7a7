import { DOCUMENT_STATUSES, type DocumentStatus } from '@studyhub/contracts';
import { pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { queryOf, firstValue, type QueryValue } from '../../tables/query-string';

export const QUEUE_PAGE_SIZE = 20;
/** The API's order names, offered as one choice each (a card list has no column headers). */
export const QUEUE_SORTS = ['queue', 'created_at', 'title', 'points_price', 'status'] as const;
export const QUEUE_DEFAULT_SORT: TableSort = { by: 'queue', order: 'asc' };

/** Each order the queue offers, as the select shows it. */
export const QUEUE_ORDER_CHOICES: readonly { label: string; sort: TableSort }[] = [
  { label: 'Waiting longest first', sort: QUEUE_DEFAULT_SORT },
  { label: 'Newest first', sort: { by: 'created_at', order: 'desc' } },
  { label: 'Oldest first', sort: { by: 'created_at', order: 'asc' } },
  { label: 'Title A–Z', sort: { by: 'title', order: 'asc' } },
  { label: 'Title Z–A', sort: { by: 'title', order: 'desc' } },
  { label: 'Highest price first', sort: { by: 'points_price', order: 'desc' } },
  { label: 'Lowest price first', sort: { by: 'points_price', order: 'asc' } },
];

/** `sort:order`, one value per choice in the order select. */
export const orderValueOf = (sort: TableSort): string => `${sort.by}:${sort.order}`;

export interface QueueFilters {
  status: DocumentStatus;
  q: string;
  page: number;
  sort: TableSort;
}

/** Reads the queue's status tab (pending by default), title search, order and page. */
export function parseQueueFilters(query: Record<string, QueryValue>): QueueFilters {
  const status = firstValue(query.status);
  const page = Number.parseInt(firstValue(query.page), 10);
  // The order select sends `order=sort:direction`; links send `sort` and `order` apart.
  const [bySelect, directionSelect] = firstValue(query.order).split(':');
  const sortQuery = directionSelect ? { sort: bySelect, order: directionSelect } : query;
  return {
    status: (DOCUMENT_STATUSES as readonly string[]).includes(status) ? (status as DocumentStatus) : 'PENDING',
    q: firstValue(query.q).slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(sortQuery, QUEUE_SORTS, QUEUE_DEFAULT_SORT),
  };
}

/** GET /api/admin/documents for the filters. */
export function queueApiQuery(filters: QueueFilters): string {
  return queryOf([
    ['status', filters.status],
    ['q', filters.q],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', QUEUE_PAGE_SIZE],
  ]);
}

/** The queue's own address for the filters on another page (or another tab, from its first page). */
export function queuePageHref(filters: QueueFilters, page: number, status: DocumentStatus = filters.status): string {
  return `/admin/documents${queryOf([
    ['status', status === 'PENDING' ? null : status],
    ['q', filters.q],
    ...pageSortEntries(filters.sort, QUEUE_DEFAULT_SORT),
    ['page', page > 1 ? page : null],
  ])}`;
}
