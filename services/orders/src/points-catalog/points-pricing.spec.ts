import { centsOf, pointsForAmount, reachedTier } from './points-pricing';

const TIERS = [
  { minAmountCents: 2000, bonusPercent: 5 },
  { minAmountCents: 10000, bonusPercent: 15 },
  { minAmountCents: 5000, bonusPercent: 10 },
];

describe('calculate_points_for_amount', () => {
  it('gives 10 points per USD and no bonus below the lowest tier', () => {
    expect(pointsForAmount(500, TIERS)).toEqual({ basePoints: 50, bonusPoints: 0, totalPoints: 50 });
    expect(pointsForAmount(1999, TIERS)).toEqual({ basePoints: 199, bonusPoints: 0, totalPoints: 199 });
  });

  it('applies the highest tier the amount reaches, whatever order the tiers come in', () => {
    expect(pointsForAmount(2000, TIERS)).toEqual({ basePoints: 200, bonusPoints: 10, totalPoints: 210 });
    expect(pointsForAmount(4999, TIERS)).toEqual({ basePoints: 499, bonusPoints: 24, totalPoints: 523 });
    expect(pointsForAmount(5000, TIERS)).toEqual({ basePoints: 500, bonusPoints: 50, totalPoints: 550 });
    expect(pointsForAmount(10000, TIERS)).toEqual({ basePoints: 1000, bonusPoints: 150, totalPoints: 1150 });
    expect(pointsForAmount(100000, TIERS)).toEqual({ basePoints: 10000, bonusPoints: 1500, totalPoints: 11500 });
  });

  it('rounds part points and part bonus points down', () => {
    expect(pointsForAmount(155, TIERS)).toEqual({ basePoints: 15, bonusPoints: 0, totalPoints: 15 });
    expect(pointsForAmount(2019, TIERS)).toEqual({ basePoints: 201, bonusPoints: 10, totalPoints: 211 });
  });

  it('works without tiers and refuses what is not a whole number of cents', () => {
    expect(pointsForAmount(1000, [])).toEqual({ basePoints: 100, bonusPoints: 0, totalPoints: 100 });
    expect(() => pointsForAmount(10.5, TIERS)).toThrow(RangeError);
    expect(() => pointsForAmount(-1, TIERS)).toThrow(RangeError);
  });

  it('picks the larger percent when two tiers share a threshold', () => {
    const tied = [...TIERS, { minAmountCents: 5000, bonusPercent: 12 }];
    expect(reachedTier(6000, tied)).toEqual({ minAmountCents: 5000, bonusPercent: 12 });
    expect(reachedTier(100, tied)).toBeUndefined();
  });

  it('turns typed dollars into exact cents', () => {
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(1000)).toBe(100000);
  });
});
