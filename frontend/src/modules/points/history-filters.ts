import {
  POINTS_HISTORY_FILTERS,
  POINTS_TRANSACTION_TYPES,
  type PointsHistoryQuery,
  type PointsTransactionType,
} from '@studyhub/contracts';
import { queryOf } from '../tables/query-string';

export const HISTORY_PAGE_SIZE = 10;

export type HistoryType = PointsHistoryQuery['type'];

export interface HistoryFilters {
  type: HistoryType;
  /** Calendar dates `YYYY-MM-DD`, both ends included. */
  from: string | null;
  to: string | null;
  page: number;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { type: 'all', from: null, to: null, page: 1 };

export const TRANSACTION_TYPE_LABELS: Record<PointsTransactionType, string> = {
  document_access: 'Document purchase',
  spent: 'AI tools',
  document_chat: 'Document chat',
  points_purchase: 'Points purchase',
  refund: 'Refund',
  hold_released: 'Reservation returned',
};

export const HISTORY_TYPE_OPTIONS: readonly { value: HistoryType; label: string }[] = [
  { value: 'all', label: 'All transactions' },
  { value: 'credits', label: 'Points added' },
  { value: 'spending', label: 'Points spent' },
  ...POINTS_TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
];

const HISTORY_TYPES: readonly string[] = [...POINTS_TRANSACTION_TYPES, ...POINTS_HISTORY_FILTERS];

/** A real calendar date written `YYYY-MM-DD` (what a date input gives), else null. */
export function readCalendarDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** The history's filters from the page's query; anything unreadable falls back to its default. */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    type: type && HISTORY_TYPES.includes(type) ? (type as HistoryType) : 'all',
    from: readCalendarDate(params.get('from')),
    to: readCalendarDate(params.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Spec-free but necessary: a range that ends before it starts matches nothing. */
export function dateRangeError(from: string | null, to: string | null): string | null {
  return from && to && from > to ? 'The start date must be on or before the end date.' : null;
}

/** GET /api/points/transactions query for the filters (the API's default type is left out). */
export function historyApiQuery(filters: HistoryFilters, limit = HISTORY_PAGE_SIZE): string {
  return queryOf([
    ['type', filters.type === 'all' ? null : filters.type],
    ['from', filters.from],
    ['to', filters.to],
    ['page', filters.page],
    ['limit', limit],
  ]);
}

/** The wallet page's own query: only what differs from the defaults. */
export function historyPageQuery(filters: HistoryFilters): string {
  return queryOf([
    ['type', filters.type === 'all' ? null : filters.type],
    ['from', filters.from],
    ['to', filters.to],
    ['page', filters.page > 1 ? filters.page : null],
  ]);
}

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return filters.type !== 'all' || filters.from !== null || filters.to !== null;
}

const signedFormat = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/** A change to the balance with its sign: "+550", "-50", "0". */
export function formatSignedPoints(amount: number): string {
  return signedFormat.format(amount);
}

export function transactionTypeLabel(type: string): string {
  return TRANSACTION_TYPE_LABELS[type as PointsTransactionType] ?? type.replace(/_/g, ' ');
}
