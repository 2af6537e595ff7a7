import { AUDIT_LOG_SORT_COLUMNS, SERVICE_NAMES, type ServiceName } from '@studyhub/contracts';
import { hrefWithSort, pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import type { AdminQuery } from '../money/admin-filters';
import { firstValue } from '../../tables/query-string';

export const AUDIT_PAGE_SIZE = 25;
/** Newest first, as the API orders the trail unless asked otherwise. */
export const AUDIT_DEFAULT_SORT: TableSort = { by: 'occurred_at', order: 'desc' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of /admin/audit-log, as read from the page's query. */
export interface AuditFilters {
  /** The admin's id or part of their e-mail. */
  actor: string;
  service: ServiceName | null;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
  q: string;
  page: number;
  sort: TableSort;
}

const text = (value: AdminQuery[string], max: number): string => firstValue(value).slice(0, max);
const day = (value: AdminQuery[string]): string => {
  const candidate = firstValue(value);
  return DAY.test(candidate) ? candidate : '';
};

/** Reads the filters; an unknown service or a malformed day is ignored rather than sent to fail. */
export function parseAuditFilters(query: AdminQuery): AuditFilters {
  const page = Number.parseInt(firstValue(query.page), 10);
  const service = firstValue(query.service);
  let from = day(query.from);
  let to = day(query.to);
  if (from && to && from > to) [from, to] = [to, from];
  return {
    actor: text(query.actor, 320),
    service: (SERVICE_NAMES as readonly string[]).includes(service) ? (service as ServiceName) : null,
    action: text(query.action, 100),
    targetType: text(query.target_type, 60),
    targetId: text(query.target_id, 200),
    from,
    to,
    q: text(query.q, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseTableSort(query, AUDIT_LOG_SORT_COLUMNS, AUDIT_DEFAULT_SORT),
  };
}

function filterEntries(filters: AuditFilters): [string, string | null][] {
  return [
    ['actor', filters.actor],
    ['service', filters.service],
    ['action', filters.action],
    ['target_type', filters.targetType],
    ['target_id', filters.targetId],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q],
  ];
}

function queryOf(entries: [string, string | number | null][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The query of GET /api/admin/audit-log for the filters (always with page and limit). */
export function auditApiQuery(filters: AuditFilters): string {
  return queryOf([
    ...filterEntries(filters),
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', AUDIT_PAGE_SIZE],
  ]);
}

/** The address of /admin/audit-log with the filters on another page. */
export function auditPageHref(filters: AuditFilters, page: number): string {
  return `/admin/audit-log${queryOf([
    ...filterEntries(filters),
    ...pageSortEntries(filters.sort, AUDIT_DEFAULT_SORT),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The trail with the same filters in another order, from its first page. */
export function auditSortHref(filters: AuditFilters, sort: TableSort): string {
  return hrefWithSort(auditPageHref(filters, 1), sort);
}

export const isAuditFiltered = (filters: AuditFilters): boolean =>
  filterEntries(filters).some(([, value]) => value !== null && value !== '');

export const SERVICE_LABELS: Record<ServiceName, string> = {
  auth: 'Accounts',
  catalog: 'Catalog',
  orders: 'Orders',
  'points-ledger': 'Points ledger',
  'document-processing': 'Document processing',
  'ai-tools': 'AI tools',
  notifications: 'Notifications',
  content: 'Content',
};

/** `user.status-changed` as `User status changed`, for people reading the trail. */
export function actionLabel(action: string): string {
  const words = action.replace(/[.-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}
