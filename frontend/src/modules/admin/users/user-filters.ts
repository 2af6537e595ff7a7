import { ACCOUNT_ROLES, ADMIN_USER_SORTS, USER_STATUSES, type AccountRole, type UserStatus } from '@studyhub/contracts';
import { hrefWithSort, pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import type { AdminQuery } from '../money/admin-filters';
import { queryOf, firstValue } from '../../tables/query-string';

export const USERS_PAGE_SIZE = 20;
/** Newest accounts first, as the API orders them unless asked otherwise. */
export const USERS_DEFAULT_SORT: TableSort = { by: 'created_at', order: 'desc' };
/** The API's limit for a search; a longer one is cut rather than refused. */
const SEARCH_MAX_LENGTH = 200;

/** The filters of /admin/users, as read from the page's query. */
export interface UserFilters {
  search: string;
  role: AccountRole | null;
  status: UserStatus | null;
  page: number;
  sort: TableSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads search, role, status, order and page; an unknown value is ignored rather than sent to fail. */
export function parseUserFilters(query: AdminQuery): UserFilters {
  const page = Number.parseInt(firstValue(query.page), 10);
  return {
    search: firstValue(query.search).slice(0, SEARCH_MAX_LENGTH),
    role: oneOf(ACCOUNT_ROLES, firstValue(query.role)),
    status: oneOf(USER_STATUSES, firstValue(query.status)),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(query, ADMIN_USER_SORTS, USERS_DEFAULT_SORT),
  };
}

/** The query of GET /api/users for the filters (always with page and limit). */
export function usersApiQuery(filters: UserFilters): string {
  return queryOf([
    ['search', filters.search],
    ['role', filters.role],
    ['status', filters.status],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', USERS_PAGE_SIZE],
  ]);
}

/** The address of /admin/users with the filters on another page. */
export function usersPageHref(filters: UserFilters, page: number): string {
  return `/admin/users${queryOf([
    ['search', filters.search],
    ['role', filters.role],
    ['status', filters.status],
    ...pageSortEntries(filters.sort, USERS_DEFAULT_SORT),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The list with the same filters in another order, from its first page. */
export function usersSortHref(filters: UserFilters, sort: TableSort): string {
  return hrefWithSort(usersPageHref(filters, 1), sort);
}

export const isFiltered = (filters: UserFilters): boolean =>
  filters.search !== '' || filters.role !== null || filters.status !== null;

export const ROLE_LABELS: Record<AccountRole, string> = { user: 'Student', admin: 'Admin' };
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };
