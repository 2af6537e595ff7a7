import { isUuid, ORDER_STATUSES, POINTS_ORDER_STATUSES, WITHDRAWAL_STATUSES } from '@studyhub/contracts';
import { hrefWithSort, isDefaultSort, parseTableSort, type TableSort } from '../../tables/sorting';
import { orderStatusBadge, withdrawalStatusBadge } from '../../tables/status-tones';
import { queryOf, firstValue, type QueryValue } from '../../tables/query-string';

export const ADMIN_PAGE_SIZE = 20;

/** The filters of one admin list, as read from the page's query. */
export interface AdminListFilters {
  status: string | null;
  userId: string | null;
  type: string | null;
  page: number;
  /** The table's order, when the list can be sorted. */
  sort: TableSort | null;
  /** The list's usual order (addresses leave it out). */
  defaultSort: TableSort | null;
  /** Messages for values that were given but cannot be used (they are not sent). */
  errors: { userId?: string; type?: string };
}

export type AdminQuery = Record<string, QueryValue>;

export const USER_ID_ERROR = 'Enter a user id (a UUID such as 3f2b…).';
export const TYPE_ERROR = 'Use at most 40 letters, digits and underscores.';

/**
 * Reads status (one of `statuses`), a user id (`param`: `user_id` or `seller_id`), a transaction
 * type and the page. A bad value is dropped with a message rather than sent to the API to fail.
 */
export function parseAdminFilters(
  query: AdminQuery,
  options: {
    statuses?: readonly string[];
    userParam?: 'user_id' | 'seller_id';
    hasType?: boolean;
    /** The columns the API sorts by and its usual order. */
    sort?: { columns: readonly string[]; defaults: TableSort };
  } = {},
): AdminListFilters {
  const status = firstValue(query.status);
  const userId = firstValue(query[options.userParam ?? 'user_id']);
  const type = options.hasType ? firstValue(query.type) : '';
  const page = Number.parseInt(firstValue(query.page), 10);
  const errors: AdminListFilters['errors'] = {};
  if (userId && !isUuid(userId)) errors.userId = USER_ID_ERROR;
  if (type && !/^[a-z0-9_]{1,40}$/i.test(type)) errors.type = TYPE_ERROR;
  return {
    status: status && options.statuses?.includes(status) ? status : null,
    userId: userId && !errors.userId ? userId : null,
    type: type && !errors.type ? type : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: options.sort ? parseTableSort(query, options.sort.columns, options.sort.defaults) : null,
    defaultSort: options.sort?.defaults ?? null,
    errors,
  };
}

/** The order's query fields, left out when it is the list's usual one. */
function sortEntries(filters: AdminListFilters, always: boolean): [string, string | null][] {
  const { sort, defaultSort } = filters;
  if (!sort || (!always && defaultSort && isDefaultSort(sort, defaultSort))) return [];
  return [
    ['sort', sort.by],
    ['order', sort.order],
  ];
}

/** The API query for the filters (always with page and limit). */
export function adminApiQuery(filters: AdminListFilters, userParam: 'user_id' | 'seller_id' = 'user_id'): string {
  return queryOf([
    ['status', filters.status],
    [userParam, filters.userId],
    ['type', filters.type],
    ...sortEntries(filters, true),
    ['page', filters.page],
    ['limit', ADMIN_PAGE_SIZE],
  ]);
}

/** The admin page's address for the filters on another page. */
export function adminPageHref(
  path: string,
  filters: AdminListFilters,
  page: number,
  userParam: 'user_id' | 'seller_id' = 'user_id',
): string {
  return `${path}${queryOf([
    ['status', filters.status],
    [userParam, filters.userId],
    ['type', filters.type],
    ...sortEntries(filters, false),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The status filters' choices, labelled as the badges in the lists. */
export const ORDER_STATUS_CHOICES = ORDER_STATUSES.map((value) => ({ value, label: orderStatusBadge(value).label }));
/** Points orders also end expired or canceled (Stripe orders never paid). */
export const POINTS_ORDER_STATUS_CHOICES = POINTS_ORDER_STATUSES.map((value) => ({
  value,
  label: orderStatusBadge(value).label,
}));
export const WITHDRAWAL_STATUS_CHOICES = WITHDRAWAL_STATUSES.map((value) => ({
  value,
  label: withdrawalStatusBadge(value).label,
}));

/** A long id shortened for a table cell; the full one stays in its title. */
export function shortId(id: string | null): string {
  if (!id) return '–';
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** The table's order and the address of the list in another order (same filters, first page). */
export function adminTableSort(
  path: string,
  filters: AdminListFilters,
  userParam: 'user_id' | 'seller_id' = 'user_id',
): { current: TableSort; href: (sort: TableSort) => string } | undefined {
  if (!filters.sort) return undefined;
  return { current: filters.sort, href: (sort) => hrefWithSort(adminPageHref(path, filters, 1, userParam), sort) };
}
