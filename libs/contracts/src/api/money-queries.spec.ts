import {
  ORDER_STATUSES,
  POINTS_ORDER_STATUSES,
  adminOrdersQuerySchema,
  adminPointsOrdersQuerySchema,
  alreadyPurchasedDetailsSchema,
} from './orders';
import { adminWithdrawalsQuerySchema, idempotencyKeyHeaderSchema } from './points';

const USER = '3f2b8f4e-2b0a-4d7e-9b37-8d6d0f3f6a11';

describe('the back office money filters', () => {
  it('filters document orders by their statuses only, points orders also by expired and canceled', () => {
    expect(POINTS_ORDER_STATUSES).toEqual([...ORDER_STATUSES, 'expired', 'canceled']);
    expect(adminOrdersQuerySchema.safeParse({ status: 'expired' }).success).toBe(false);
    expect(adminPointsOrdersQuerySchema.parse({ status: 'expired', user_id: USER, page: '2' })).toEqual({
      status: 'expired',
      user_id: USER,
      page: 2,
      limit: 10,
      sort: 'created_at',
      order: 'desc',
      format: 'json',
    });
    expect(adminPointsOrdersQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('filters withdrawals by status and seller', () => {
    expect(adminWithdrawalsQuerySchema.parse({ status: 'paid', seller_id: USER })).toEqual({
      status: 'paid',
      seller_id: USER,
      page: 1,
      limit: 10,
      sort: 'requested_at',
      order: 'desc',
      format: 'json',
    });
    expect(adminWithdrawalsQuerySchema.safeParse({ status: 'sent' }).success).toBe(false);
    expect(adminWithdrawalsQuerySchema.safeParse({ seller_id: 'bob' }).success).toBe(false);
  });

  it('orders each list only by its own columns and exports it as CSV on request', () => {
    expect(adminPointsOrdersQuerySchema.parse({ sort: 'amount_cents', order: 'asc', format: 'csv' })).toMatchObject({
      sort: 'amount_cents',
      order: 'asc',
      format: 'csv',
    });
    expect(adminOrdersQuerySchema.safeParse({ sort: 'amount_cents' }).success).toBe(false);
    expect(adminWithdrawalsQuerySchema.safeParse({ sort: 'destination' }).success).toBe(false);
  });
});

describe('the Idempotency-Key header', () => {
  it('is optional, trimmed and 1 to 200 characters', () => {
    expect(idempotencyKeyHeaderSchema.parse(undefined)).toBeUndefined();
    expect(idempotencyKeyHeaderSchema.parse(' key-1 ')).toBe('key-1');
    expect(idempotencyKeyHeaderSchema.safeParse('  ').success).toBe(false);
    expect(idempotencyKeyHeaderSchema.safeParse('k'.repeat(201)).success).toBe(false);
  });
});

describe('the details of 409 ALREADY_PURCHASED', () => {
  it('name each document by id and title', () => {
    expect(
      alreadyPurchasedDetailsSchema.safeParse({ documents: [{ document_id: USER, title: 'Notes' }] }).success,
    ).toBe(true);
    expect(alreadyPurchasedDetailsSchema.safeParse({ documents: [{ document_id: USER }] }).success).toBe(false);
  });
});
