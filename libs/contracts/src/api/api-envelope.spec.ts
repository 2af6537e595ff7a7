import { apiErrorSchema, paginationQuerySchema } from './api-envelope';

describe('paginationQuerySchema', () => {
  it('defaults to the first page of ten', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('reads numbers from the query string', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
  });

  it.each([
    ['page zero', { page: '0' }],
    ['a fractional page', { page: '1.5' }],
    ['a page that is not a number', { page: 'next' }],
    ['limit zero', { limit: '0' }],
    ['a limit over 100', { limit: '101' }],
  ])('refuses %s', (_, query) => {
    expect(paginationQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('apiErrorSchema', () => {
  it('accepts the error body with optional correlation id and fields', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'NOT_FOUND', message: 'Not found.' } }).success).toBe(true);
    expect(
      apiErrorSchema.safeParse({
        error: { code: 'VALIDATION_FAILED', message: 'x', correlation_id: 'c1', fields: { email: ['bad'] } },
      }).success,
    ).toBe(true);
    expect(
      apiErrorSchema.safeParse({
        error: { code: 'ALREADY_PURCHASED', message: 'x', details: { documents: [{ document_id: 'd1' }] } },
      }).success,
    ).toBe(true);
  });

  it('refuses a body without code or message, or with malformed fields', () => {
    expect(apiErrorSchema.safeParse({ error: { message: 'x' } }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: 'X', message: 'x' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: { code: 'X', message: 'x', fields: { email: 'bad' } } }).success).toBe(
      false,
    );
    expect(apiErrorSchema.safeParse({ error: { code: 'X', message: 'x', details: ['d1'] } }).success).toBe(false);
  });
});
