import { parsePage, parseSellerPeriod, periodLabel } from './seller-period';

describe('seller period', () => {
  it('accepts the offered periods only', () => {
    expect(parseSellerPeriod('7')).toBe(7);
    expect(parseSellerPeriod('365')).toBe(365);
    expect(parseSellerPeriod('12')).toBe(30);
    expect(parseSellerPeriod(undefined)).toBe(30);
  });

  it('labels them', () => {
    expect(periodLabel(30)).toBe('Last 30 days');
    expect(periodLabel(365)).toBe('Last 12 months');
  });

  it('reads pages', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
