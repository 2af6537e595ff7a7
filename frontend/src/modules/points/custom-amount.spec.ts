import type { PointsPackage } from '@studyhub/contracts';
import { bonusPercentLabel, describeQuote, dollarsCovering, packageCovering, parseCustomAmount } from './custom-amount';

describe('parseCustomAmount', () => {
  it.each([
    ['25', 25],
    [' 7.5 ', 7.5],
    ['$12.99', 12.99],
    ['1,000', 1000],
    ['1', 1],
  ])('reads %p', (input, amount) => {
    expect(parseCustomAmount(input)).toEqual({ ok: true, amountUsd: amount });
  });

  it.each([
    ['', 'Enter an amount in US dollars.'],
    ['abc', 'Enter an amount in US dollars.'],
    ['-5', 'Enter an amount in US dollars.'],
    ['0.5', 'The smallest amount is $1.'],
    ['1000.01', 'The largest amount is $1000.'],
    ['2.345', 'Use at most two decimals.'],
  ])('refuses %p', (input, message) => {
    expect(parseCustomAmount(input)).toEqual({ ok: false, message });
  });
});

describe('dollarsCovering', () => {
  it('rounds up to whole dollars within the order limits', () => {
    expect(dollarsCovering(1)).toBe(1);
    expect(dollarsCovering(25)).toBe(3);
    expect(dollarsCovering(30)).toBe(3);
    expect(dollarsCovering(0)).toBe(1);
    expect(dollarsCovering(50_000)).toBe(1000);
  });
});

describe('packageCovering', () => {
  const pack = (id: string, price: number, total: number): PointsPackage => ({
    id,
    name: id,
    price_cents: price,
    points: total,
    bonus_points: 0,
    total_points: total,
    is_popular: false,
  });
  const packages = [pack('large', 2000, 220), pack('small', 500, 50), pack('medium', 1000, 105)];

  it('picks the cheapest package that covers the points', () => {
    expect(packageCovering(packages, 40)?.id).toBe('small');
    expect(packageCovering(packages, 51)?.id).toBe('medium');
    expect(packageCovering(packages, 220)?.id).toBe('large');
  });

  it('is null when no package is big enough', () => {
    expect(packageCovering(packages, 221)).toBeNull();
    expect(packageCovering([], 1)).toBeNull();
  });
});

describe('quote texts', () => {
  it('describes base and bonus points', () => {
    expect(describeQuote({ base_points: 1000, bonus_points: 100 })).toBe('1,000 points + 100 bonus points');
    expect(describeQuote({ base_points: 50, bonus_points: 0 })).toBe('50 points');
  });

  it('labels the bonus share', () => {
    expect(bonusPercentLabel(1000, 100)).toBe('+10%');
    expect(bonusPercentLabel(50, 0)).toBeNull();
  });
});
