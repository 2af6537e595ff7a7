import { pointsBonusTierInputSchema, pointsPackageInputSchema } from './orders';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('points package input', () => {
  it('trims the name and keeps the defaults', () => {
    expect(pointsPackageInputSchema.parse({ name: ' Starter ', price_cents: '499' })).toEqual({
      name: 'Starter',
      price_cents: 499,
      is_active: true,
      is_popular: false,
    });
  });

  it('says what is wrong with a price', () => {
    expect(messagesOf(pointsPackageInputSchema.safeParse({ name: 'A', price_cents: 99 }))).toEqual(['At least $1.']);
    expect(messagesOf(pointsPackageInputSchema.safeParse({ name: 'A', price_cents: 100_001 }))).toEqual([
      'At most $1,000.',
    ]);
    expect(messagesOf(pointsPackageInputSchema.safeParse({ name: 'A', price_cents: 150.5 }))).toEqual([
      'Use whole cents.',
    ]);
    expect(messagesOf(pointsPackageInputSchema.safeParse({ name: ' ', price_cents: 'x' }))).toEqual([
      'Enter a name.',
      'Enter a price.',
    ]);
  });
});

describe('points bonus tier input', () => {
  it('accepts a threshold and a whole percentage', () => {
    expect(pointsBonusTierInputSchema.parse({ min_amount_cents: 5000, bonus_percent: '10', is_active: false })).toEqual(
      { min_amount_cents: 5000, bonus_percent: 10, is_active: false },
    );
  });

  it('says what is wrong with each field', () => {
    expect(messagesOf(pointsBonusTierInputSchema.safeParse({ min_amount_cents: 50, bonus_percent: 0 }))).toEqual([
      'At least $1.',
      'At least 1%.',
    ]);
    expect(messagesOf(pointsBonusTierInputSchema.safeParse({ min_amount_cents: 100_500, bonus_percent: 101 }))).toEqual(
      ['At most $1,000.', 'At most 100%.'],
    );
    expect(messagesOf(pointsBonusTierInputSchema.safeParse({ min_amount_cents: 'x', bonus_percent: 2.5 }))).toEqual([
      'Enter an amount.',
      'Use a whole percentage.',
    ]);
  });
});
