import { ADMIN_EMAIL_SORTS, OUTGOING_EMAIL_STATUSES, type OutgoingEmailStatus } from '@studyhub/contracts';
import { hrefWithSort, pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { queryOf, firstValue, type QueryValue } from '../../tables/query-string';

export const EMAIL_PAGE_SIZE = 25;
/** Newest first, as the API orders the log unless asked otherwise. */
export const EMAIL_DEFAULT_SORT: TableSort = { by: 'created_at', order: 'desc' };

export interface EmailLogFilters {
  status: OutgoingEmailStatus | null;
  template: string | null;
  q: string | null;
  page: number;
  sort: TableSort;
}

/** Reads the log's filters from the page's query; a value the API would refuse is dropped. */
export function parseEmailLogFilters(query: Record<string, QueryValue>): EmailLogFilters {
  const status = firstValue(query.status);
  const template = firstValue(query.template);
  const q = firstValue(query.q);
  const page = Number.parseInt(firstValue(query.page), 10);
  return {
    status: (OUTGOING_EMAIL_STATUSES as readonly string[]).includes(status) ? (status as OutgoingEmailStatus) : null,
    template: /^[a-z0-9-]{1,64}$/.test(template) ? template : null,
    q: q ? q.slice(0, 200) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(query, ADMIN_EMAIL_SORTS, EMAIL_DEFAULT_SORT),
  };
}

/** GET /api/admin/emails with these filters. */
export function emailLogApiQuery(filters: EmailLogFilters): string {
  return queryOf([
    ['status', filters.status],
    ['template', filters.template],
    ['q', filters.q],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', EMAIL_PAGE_SIZE],
  ]);
}

/** The page's own address for the filters on another page. */
export function emailLogPageHref(filters: EmailLogFilters, page: number): string {
  return `/admin/emails${queryOf([
    ['status', filters.status],
    ['template', filters.template],
    ['q', filters.q],
    ...pageSortEntries(filters.sort, EMAIL_DEFAULT_SORT),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The log with the same filters in another order, from its first page. */
export function emailLogSortHref(filters: EmailLogFilters, sort: TableSort): string {
  return hrefWithSort(emailLogPageHref(filters, 1), sort);
}

export const EMAIL_STATUS_LABELS: Record<OutgoingEmailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};
