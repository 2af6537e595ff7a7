import {
  dateRangeError,
  DEFAULT_HISTORY_FILTERS,
  formatSignedPoints,
  hasActiveFilters,
  historyApiQuery,
  historyPageQuery,
  parseHistoryFilters,
  readCalendarDate,
  transactionTypeLabel,
} from './history-filters';

describe('parseHistoryFilters', () => {
  it('reads type, dates and page', () => {
    expect(parseHistoryFilters(new URLSearchParams('type=credits&from=2026-01-01&to=2026-01-31&page=3'))).toEqual({
      type: 'credits',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('accepts each transaction type of the contract', () => {
    expect(parseHistoryFilters(new URLSearchParams('type=document_access')).type).toBe('document_access');
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(parseHistoryFilters(new URLSearchParams('type=gifts&from=2026-02-30&to=yesterday&page=-2'))).toEqual(
      DEFAULT_HISTORY_FILTERS,
    );
  });
});

describe('readCalendarDate', () => {
  it('keeps real dates only', () => {
    expect(readCalendarDate('2024-02-29')).toBe('2024-02-29');
    expect(readCalendarDate('2025-02-29')).toBeNull();
    expect(readCalendarDate('2025-1-5')).toBeNull();
    expect(readCalendarDate(null)).toBeNull();
  });
});

describe('historyApiQuery', () => {
  it('sends the filters with page and limit, leaving out the default type', () => {
    expect(historyApiQuery(DEFAULT_HISTORY_FILTERS)).toBe('?page=1&limit=10');
    expect(historyApiQuery({ type: 'spending', from: '2026-01-01', to: null, page: 2 }, 20)).toBe(
      '?type=spending&from=2026-01-01&page=2&limit=20',
    );
  });
});

describe('historyPageQuery', () => {
  it('keeps only what differs from the defaults', () => {
    expect(historyPageQuery(DEFAULT_HISTORY_FILTERS)).toBe('');
    expect(historyPageQuery({ type: 'all', from: null, to: '2026-01-31', page: 1 })).toBe('?to=2026-01-31');
    expect(historyPageQuery({ type: 'refund', from: null, to: null, page: 4 })).toBe('?type=refund&page=4');
  });

  it('knows when filters are set', () => {
    expect(hasActiveFilters(DEFAULT_HISTORY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_HISTORY_FILTERS, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_HISTORY_FILTERS, from: '2026-01-01' })).toBe(true);
  });
});

describe('dateRangeError', () => {
  it('refuses a range that ends before it starts', () => {
    expect(dateRangeError('2026-02-01', '2026-01-31')).toBe('The start date must be on or before the end date.');
    expect(dateRangeError('2026-01-31', '2026-01-31')).toBeNull();
    expect(dateRangeError(null, '2026-01-31')).toBeNull();
  });
});

describe('formatting', () => {
  it('signs amounts', () => {
    expect(formatSignedPoints(550)).toBe('+550');
    expect(formatSignedPoints(-1250)).toBe('-1,250');
    expect(formatSignedPoints(0)).toBe('0');
  });

  it('labels types, including ones this build does not know', () => {
    expect(transactionTypeLabel('points_purchase')).toBe('Points purchase');
    expect(transactionTypeLabel('seller_payout')).toBe('seller payout');
  });
});
