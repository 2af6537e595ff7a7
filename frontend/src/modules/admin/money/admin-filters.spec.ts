import { ORDER_STATUSES, POINTS_ORDER_STATUSES } from '@studyhub/contracts';
import {
  adminApiQuery,
  adminPageHref,
  ORDER_STATUS_CHOICES,
  parseAdminFilters,
  POINTS_ORDER_STATUS_CHOICES,
  shortId,
  TYPE_ERROR,
  USER_ID_ERROR,
} from './admin-filters';

const USER = '6f1d2c7e-3b8a-4c1e-9d2f-0a1b2c3d4e5f';

describe('parseAdminFilters', () => {
  it('reads status, user id and page', () => {
    expect(parseAdminFilters({ status: 'completed', user_id: USER, page: '3' }, { statuses: ORDER_STATUSES })).toEqual({
      status: 'completed',
      userId: USER,
      type: null,
      page: 3,
      sort: null,
      defaultSort: null,
      errors: {},
    });
  });

  it('drops unknown statuses and bad ids, saying why for the id', () => {
    expect(parseAdminFilters({ status: 'lost', user_id: 'bob', page: '-1' }, { statuses: ORDER_STATUSES })).toEqual({
      status: null,
      userId: null,
      type: null,
      page: 1,
      sort: null,
      defaultSort: null,
      errors: { userId: USER_ID_ERROR },
    });
  });

  it('reads the seller id for withdrawals and the type for transactions', () => {
    expect(parseAdminFilters({ seller_id: USER }, { userParam: 'seller_id' }).userId).toBe(USER);
    expect(parseAdminFilters({ type: 'points_purchase' }, { hasType: true }).type).toBe('points_purchase');
    expect(parseAdminFilters({ type: 'drop table;' }, { hasType: true }).errors).toEqual({ type: TYPE_ERROR });
    expect(parseAdminFilters({ type: 'refund' }).type).toBeNull();
  });

  it("keeps the points orders' expired and canceled statuses, which document orders do not have", () => {
    for (const status of ['expired', 'canceled']) {
      expect(parseAdminFilters({ status }, { statuses: POINTS_ORDER_STATUSES }).status).toBe(status);
      expect(parseAdminFilters({ status }, { statuses: ORDER_STATUSES }).status).toBeNull();
    }
  });

  it('takes the first of repeated values', () => {
    expect(parseAdminFilters({ page: ['2', '5'] }).page).toBe(2);
  });
});

describe('queries', () => {
  const filters = parseAdminFilters(
    { status: 'paid', seller_id: USER, page: '2' },
    {
      statuses: ['requested', 'paid'],
      userParam: 'seller_id',
    },
  );

  it('sends the filters with page and limit', () => {
    expect(adminApiQuery(filters, 'seller_id')).toBe(`?status=paid&seller_id=${USER}&page=2&limit=20`);
    expect(adminApiQuery(parseAdminFilters({}))).toBe('?page=1&limit=20');
  });

  it('links other pages with the same filters', () => {
    expect(adminPageHref('/admin/withdrawals', filters, 3, 'seller_id')).toBe(
      `/admin/withdrawals?status=paid&seller_id=${USER}&page=3`,
    );
    expect(adminPageHref('/admin/orders', parseAdminFilters({}), 1)).toBe('/admin/orders');
  });
});

describe('sorting', () => {
  const sortable = { columns: ['created_at', 'total_points'], defaults: { by: 'created_at', order: 'desc' } } as const;

  it('reads an allowed order and falls back to the usual one otherwise', () => {
    expect(parseAdminFilters({ sort: 'total_points', order: 'asc' }, { sort: sortable }).sort).toEqual({
      by: 'total_points',
      order: 'asc',
    });
    expect(parseAdminFilters({ sort: 'user_id', order: 'asc' }, { sort: sortable }).sort).toEqual(sortable.defaults);
  });

  it('always sends the order to the API, and keeps it in page links only when it is not the usual one', () => {
    const cheapest = parseAdminFilters(
      { status: 'completed', sort: 'total_points', order: 'asc' },
      { statuses: ORDER_STATUSES, sort: sortable },
    );
    expect(adminApiQuery(cheapest)).toBe('?status=completed&sort=total_points&order=asc&page=1&limit=20');
    expect(adminPageHref('/admin/orders', cheapest, 2)).toBe(
      '/admin/orders?status=completed&sort=total_points&order=asc&page=2',
    );
    const usual = parseAdminFilters({}, { sort: sortable });
    expect(adminApiQuery(usual)).toBe('?sort=created_at&order=desc&page=1&limit=20');
    expect(adminPageHref('/admin/orders', usual, 2)).toBe('/admin/orders?page=2');
  });
});

describe('shortId', () => {
  it('shortens long ids', () => {
    expect(shortId(USER)).toBe('6f1d2c7e…');
    expect(shortId(null)).toBe('–');
  });
});

describe('status choices', () => {
  it('label each status as its badge', () => {
    expect(ORDER_STATUS_CHOICES).toEqual([
      { value: 'pending', label: 'Pending' },
      { value: 'completed', label: 'Completed' },
      { value: 'failed', label: 'Failed' },
      { value: 'refunded', label: 'Refunded' },
    ]);
  });

  it('offer every points order status of the contract, labelled as its badge', () => {
    expect(POINTS_ORDER_STATUS_CHOICES.map((choice) => choice.value)).toEqual([...POINTS_ORDER_STATUSES]);
    expect(POINTS_ORDER_STATUS_CHOICES.slice(-2)).toEqual([
      { value: 'expired', label: 'Expired' },
      { value: 'canceled', label: 'Canceled' },
    ]);
  });
});
