import { formatCents, formatPointsValue, formatUsd } from './format-money';

describe('money formatting (en-US, spec section 9)', () => {
  it('formats dollars and cents', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(100_000)).toBe('$1,000.00');
  });

  it('values points at 10 per dollar', () => {
    expect(formatPointsValue(25)).toBe('$2.50');
    expect(formatPointsValue(12_500)).toBe('$1,250.00');
  });
});
