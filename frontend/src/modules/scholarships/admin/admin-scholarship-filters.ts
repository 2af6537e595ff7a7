import { ADMIN_SCHOLARSHIP_SORTS } from '@studyhub/contracts';
import { hrefWithSort, pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { queryOf, firstValue, type QueryValue } from '../../tables/query-string';

export const ADMIN_SCHOLARSHIPS_PATH = '/admin/scholarships';
export const ADMIN_SCHOLARSHIPS_PAGE_SIZE = 20;
/** The API's limit for a search; a longer one is cut rather than refused. */
const SEARCH_MAX_LENGTH = 200;

export const SCHOLARSHIP_STATUS_LABELS = { all: 'All', published: 'Published', draft: 'Drafts' } as const;
export type ScholarshipStatusFilter = keyof typeof SCHOLARSHIP_STATUS_LABELS;

/** Most recently changed first, as the API orders them unless asked otherwise. */
export const SCHOLARSHIPS_DEFAULT_SORT: TableSort = { by: 'updated_at', order: 'desc' };

export interface AdminScholarshipFilters {
  q: string;
  status: ScholarshipStatusFilter;
  page: number;
  sort: TableSort;
}

/** Reads search, status, order and page; anything unknown falls back to its default. */
export function parseAdminScholarshipFilters(query: Record<string, QueryValue>): AdminScholarshipFilters {
  const status = firstValue(query.status);
  const page = Number.parseInt(firstValue(query.page), 10);
  return {
    q: firstValue(query.q).slice(0, SEARCH_MAX_LENGTH),
    status: status === 'published' || status === 'draft' ? status : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(query, ADMIN_SCHOLARSHIP_SORTS, SCHOLARSHIPS_DEFAULT_SORT),
  };
}

/** GET /api/admin/scholarships for the filters. */
export function adminScholarshipsApiQuery(filters: AdminScholarshipFilters): string {
  return `/admin/scholarships${queryOf([
    ['q', filters.q],
    ['status', filters.status],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', ADMIN_SCHOLARSHIPS_PAGE_SIZE],
  ])}`;
}

/** The list's own address for the filters on another page. */
export function adminScholarshipsPageHref(filters: AdminScholarshipFilters, page: number): string {
  return `${ADMIN_SCHOLARSHIPS_PATH}${queryOf([
    ['q', filters.q],
    ['status', filters.status === 'all' ? null : filters.status],
    ...pageSortEntries(filters.sort, SCHOLARSHIPS_DEFAULT_SORT),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The list with the same filters in another order, from its first page. */
export function adminScholarshipsSortHref(filters: AdminScholarshipFilters, sort: TableSort): string {
  return hrefWithSort(adminScholarshipsPageHref(filters, 1), sort);
}
