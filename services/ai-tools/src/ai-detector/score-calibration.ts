import type { AiDetectorBand } from '@studyhub/contracts';
import { FEATURES, type FeatureDefinition, type FeatureName } from './detector-features';
import { mean, standardDeviation } from './stylometry';

/**
 * From measures to a score, and from a score to a probability and a band, all calibrated on human
 * writing only. A score is the weighted mean of the measures' standardised distances from human
 * writing, signed so that positive reads more machine-like; its probability is the share of human
 * spans that scored lower; its bands are cut where human writing rarely goes.
 */

export interface FeatureStats {
  mean: number;
  sd: number;
}

/** The measures a score is made of: the offline ones, or those and the LLM's (the hybrid engine). */
export type ScoredFeatures = readonly FeatureDefinition<string>[];

export interface ScoreScale<N extends string = FeatureName> {
  stats: Record<N, FeatureStats>;
  /** Quantiles of the human calibration spans' scores, ascending. */
  humanScores: number[];
  /** At and above: 'possibly AI'. */
  threshold: number;
  /** At and above (below the threshold): 'uncertain'. */
  uncertainFrom: number;
}

/** Keeps a standard deviation of (almost) zero from turning a tiny difference into a huge one. */
const MIN_SD = 1e-6;

export function featureStats<N extends string>(
  vectors: readonly Record<N, number>[],
  names: readonly N[],
): Record<N, FeatureStats> {
  const entries = names.map((name) => {
    const values = vectors.map((vector) => vector[name]);
    return [name, { mean: mean(values), sd: Math.max(standardDeviation(values), MIN_SD) }] as const;
  });
  return Object.fromEntries(entries) as Record<N, FeatureStats>;
}

/** Standard deviations from the human mean, positive in the machine-like direction. */
export function machineLikeness(
  name: string,
  value: number,
  stats: Readonly<Record<string, FeatureStats>>,
  features: ScoredFeatures = FEATURES,
): number {
  const definition = features.find((feature) => feature.name === name);
  const stat = stats[name];
  if (!definition || !stat) throw new RangeError(`no calibrated measure ${name}`);
  return (definition.direction * (value - stat.mean)) / stat.sd;
}

export function combinedScore(
  vector: Readonly<Record<string, number>>,
  stats: Readonly<Record<string, FeatureStats>>,
  features: ScoredFeatures = FEATURES,
): number {
  let weighted = 0;
  let weights = 0;
  for (const feature of features) {
    if (feature.weight === 0) continue;
    weighted += feature.weight * machineLikeness(feature.name, vector[feature.name]!, stats, features);
    weights += feature.weight;
  }
  return weighted / weights;
}

/** The share of (sorted ascending) human scores strictly below `score`. */
export function percentileOf(score: number, sortedHumanScores: readonly number[]): number {
  if (sortedHumanScores.length === 0) return 0;
  let low = 0;
  let high = sortedHumanScores.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortedHumanScores[middle]! < score) low = middle + 1;
    else high = middle;
  }
  return low / sortedHumanScores.length;
}

/**
 * The lowest threshold at which at most `rate` of the human scores reach it: halfway between the
 * highest score left below and the next higher one, so a tie never straddles it.
 */
export function thresholdForFalsePositiveRate(humanScores: readonly number[], rate: number): number {
  if (humanScores.length === 0) throw new RangeError('a threshold needs human scores');
  const descending = [...humanScores].sort((a, b) => b - a);
  const allowed = Math.floor(rate * descending.length);
  if (allowed >= descending.length) return descending.at(-1)!;
  const highestBelow = descending[allowed]!;
  const nextHigher = descending.slice(0, allowed).findLast((score) => score > highestBelow);
  return nextHigher === undefined ? highestBelow + MIN_SD : (highestBelow + nextHigher) / 2;
}

/** The share of human scores at or above the threshold: each one a false alarm. */
export function falsePositiveRate(humanScores: readonly number[], threshold: number): number {
  if (humanScores.length === 0) return 0;
  return humanScores.filter((score) => score >= threshold).length / humanScores.length;
}

export function bandOf(score: number, scale: Pick<ScoreScale, 'threshold' | 'uncertainFrom'>): AiDetectorBand {
  if (score >= scale.threshold) return 'possibly AI';
  if (score >= scale.uncertainFrom) return 'uncertain';
  return 'likely human';
}

/** At most `count` evenly spaced values of an ascending list, its ends kept: a compact percentile table. */
export function quantiles(ascending: readonly number[], count: number): number[] {
  if (ascending.length <= count) return [...ascending];
  return Array.from(
    { length: count },
    (_, index) => ascending[Math.round((index * (ascending.length - 1)) / (count - 1))]!,
  );
}
