import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';

const schema = z.object({
  ...adminSortQuery(['created_at', 'amount'], { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});

describe('admin list query fragments', () => {
  it('defaults to the list’s usual order and JSON', () => {
    expect(schema.parse({})).toEqual({ sort: 'created_at', order: 'desc', format: 'json' });
  });

  it('accepts an allowed column, a direction and csv', () => {
    expect(schema.parse({ sort: 'amount', order: 'asc', format: 'csv' })).toEqual({
      sort: 'amount',
      order: 'asc',
      format: 'csv',
    });
  });

  it('refuses a column outside the allowlist, naming the allowed ones', () => {
    const result = schema.safeParse({ sort: 'password_hash' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Sort by one of: created_at, amount.');
  });

  it('refuses an unknown direction or format', () => {
    expect(schema.safeParse({ order: 'sideways' }).success).toBe(false);
    expect(schema.safeParse({ format: 'xlsx' }).success).toBe(false);
  });
});
