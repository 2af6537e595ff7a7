import { FEATURES, FEATURE_NAMES, type FeatureVector } from './detector-features';
import {
  bandOf,
  combinedScore,
  falsePositiveRate,
  featureStats,
  machineLikeness,
  percentileOf,
  quantiles,
  thresholdForFalsePositiveRate,
  type FeatureStats,
} from './score-calibration';

const vector = (value: number): FeatureVector =>
  Object.fromEntries(FEATURE_NAMES.map((name) => [name, value])) as FeatureVector;

const unitStats = Object.fromEntries(FEATURE_NAMES.map((name) => [name, { mean: 0, sd: 1 }])) as Record<
  (typeof FEATURE_NAMES)[number],
  FeatureStats
>;

describe('featureStats and machineLikeness', () => {
  it('standardises against the human mean and deviation, signed toward machine-like', () => {
    const stats = featureStats([vector(1), vector(3)], FEATURE_NAMES);
    expect(stats.meanSurprisal).toEqual({ mean: 2, sd: 1 });
    // Lower surprisal than human writing reads machine-like: positive.
    expect(machineLikeness('meanSurprisal', 0, stats)).toBe(2);
    expect(machineLikeness('meanSurprisal', 4, stats)).toBe(-2);
    // Function words point the other way.
    expect(machineLikeness('functionWordRate', 4, stats)).toBe(2);
  });

  it('never divides by a zero deviation', () => {
    const stats = featureStats([vector(1), vector(1)], FEATURE_NAMES);
    expect(Number.isFinite(machineLikeness('burstiness', 2, stats))).toBe(true);
  });
});

describe('combinedScore', () => {
  it('is the weighted mean of the signed distances, unscored measures left out', () => {
    const totalWeight = FEATURES.reduce((sum, feature) => sum + feature.weight, 0);
    const lowSurprisal = { ...vector(0), meanSurprisal: -1 };
    const weight = FEATURES.find((feature) => feature.name === 'meanSurprisal')!.weight;
    expect(combinedScore(lowSurprisal, unitStats)).toBeCloseTo(weight / totalWeight, 10);
    expect(combinedScore({ ...vector(0), functionWordRate: 5 }, unitStats)).toBe(0);
  });
});

describe('thresholdForFalsePositiveRate', () => {
  const scores = Array.from({ length: 200 }, (_, index) => index / 10);

  it('lets at most the given share of human scores reach it', () => {
    for (const rate of [0, 0.005, 0.01, 0.05, 0.1]) {
      const threshold = thresholdForFalsePositiveRate(scores, rate);
      expect(falsePositiveRate(scores, threshold)).toBeLessThanOrEqual(rate);
    }
    // 1% of 200 is 2: the two highest (19.8, 19.9) reach it, the third (19.7) does not.
    expect(thresholdForFalsePositiveRate(scores, 0.01)).toBeCloseTo(19.75, 10);
    expect(falsePositiveRate(scores, thresholdForFalsePositiveRate(scores, 0.01))).toBe(0.01);
  });

  it('never splits a tie: tied scores are all below or all at or above', () => {
    const tied = [...Array.from({ length: 97 }, () => 0), 5, 5, 5];
    const threshold = thresholdForFalsePositiveRate(tied, 0.02);
    expect(falsePositiveRate(tied, threshold)).toBe(0);
    expect(threshold).toBeGreaterThan(5);
  });

  it('refuses to set a threshold without human scores', () => {
    expect(() => thresholdForFalsePositiveRate([], 0.01)).toThrow(RangeError);
  });
});

describe('percentileOf, bandOf and quantiles', () => {
  it('reads a score as the share of human scores below it', () => {
    const human = [1, 2, 3, 4];
    expect(percentileOf(0, human)).toBe(0);
    expect(percentileOf(2.5, human)).toBe(0.5);
    expect(percentileOf(3, human)).toBe(0.5);
    expect(percentileOf(10, human)).toBe(1);
  });

  it('bands from least to most machine-like at the two cuts', () => {
    const scale = { uncertainFrom: 1, threshold: 2 };
    expect(bandOf(0.99, scale)).toBe('likely human');
    expect(bandOf(1, scale)).toBe('uncertain');
    expect(bandOf(2, scale)).toBe('possibly AI');
  });

  it('keeps the ends and evenly spaced values', () => {
    const values = Array.from({ length: 101 }, (_, index) => index);
    expect(quantiles(values, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(quantiles([1, 2], 5)).toEqual([1, 2]);
  });
});
