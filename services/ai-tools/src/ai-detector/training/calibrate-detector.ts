import {
  combinedScore,
  falsePositiveRate,
  featureStats,
  quantiles,
  thresholdForFalsePositiveRate,
} from '../score-calibration';
import { FEATURES, FEATURE_NAMES, measureText, type FeatureDefinition, type FeatureName } from '../detector-features';
import type { DocumentScale, SentenceScale } from '../detector-model-store';
import type { KneserNeyTrigramModel } from '../ngram-model';

/** The target: at most 1% of human texts 'possibly AI'. */
export const FALSE_POSITIVE_RATE_TARGET = 0.01;
/**
 * The threshold is set where half the target's share of calibration texts reach it, so that
 * sampling noise on unseen human text still leaves the measured rate within the target.
 */
const CALIBRATION_RATE = FALSE_POSITIVE_RATE_TARGET / 2;
/** Sentences: 'possibly AI' for at most 1% of human sentences. */
const SENTENCE_RATE = 0.01;
/** 'uncertain' starts where 10% of human texts and sentences reach. */
const UNCERTAIN_RATE = 0.1;
/** Size of the percentile tables kept in the manifest. */
const PERCENTILE_POINTS = 1001;

export interface DetectorCalibration<N extends string = FeatureName> {
  document: DocumentScale<N>;
  sentence: SentenceScale<N>;
}

/** A text's measures as a whole and for each sentence (in its window). */
export interface MeasuredText<N extends string> {
  document: Record<N, number>;
  perSentence: Record<N, number>[];
}

/**
 * Standardises the measures on the calibration texts, sets the thresholds there, and measures the
 * false-positive rates on the measurement texts, which neither trained the model nor set a threshold.
 */
export function calibrateDetector(
  model: KneserNeyTrigramModel,
  calibrationTexts: readonly string[],
  measurementTexts: readonly string[],
): DetectorCalibration {
  return calibrateScales(
    calibrationTexts.map((text) => measureText(text, model)),
    measurementTexts.map((text) => measureText(text, model)),
    FEATURES,
    FEATURE_NAMES,
  );
}

/** The same calibration for any set of measures: the offline engine's, or the hybrid engine's. */
export function calibrateScales<N extends string>(
  calibration: readonly MeasuredText<N>[],
  measurement: readonly MeasuredText<N>[],
  features: readonly FeatureDefinition<N>[],
  names: readonly N[],
): DetectorCalibration<N> {
  const documentStats = featureStats(
    calibration.map((measures) => measures.document),
    names,
  );
  const sentenceStats = featureStats(
    calibration.flatMap((measures) => measures.perSentence),
    names,
  );
  const documentScores = calibration.map((measures) => combinedScore(measures.document, documentStats, features));
  const sentenceScores = calibration.flatMap((measures) =>
    measures.perSentence.map((vector) => combinedScore(vector, sentenceStats, features)),
  );

  const measuredDocuments = measurement.map((measures) => combinedScore(measures.document, documentStats, features));
  const measuredSentences = measurement.flatMap((measures) =>
    measures.perSentence.map((vector) => combinedScore(vector, sentenceStats, features)),
  );

  const documentThreshold = thresholdForFalsePositiveRate(documentScores, CALIBRATION_RATE);
  const sentenceThreshold = thresholdForFalsePositiveRate(sentenceScores, SENTENCE_RATE);
  return {
    document: {
      stats: documentStats,
      humanScores: quantiles(
        [...documentScores].sort((a, b) => a - b),
        PERCENTILE_POINTS,
      ),
      threshold: documentThreshold,
      uncertainFrom: Math.min(thresholdForFalsePositiveRate(documentScores, UNCERTAIN_RATE), documentThreshold),
      falsePositiveRate: falsePositiveRate(measuredDocuments, documentThreshold),
      falsePositiveRateTarget: FALSE_POSITIVE_RATE_TARGET,
      humanTextsMeasured: measuredDocuments.length,
      calibrationTexts: documentScores.length,
    },
    sentence: {
      stats: sentenceStats,
      humanScores: quantiles(
        [...sentenceScores].sort((a, b) => a - b),
        PERCENTILE_POINTS,
      ),
      threshold: sentenceThreshold,
      uncertainFrom: Math.min(thresholdForFalsePositiveRate(sentenceScores, UNCERTAIN_RATE), sentenceThreshold),
      falsePositiveRate: falsePositiveRate(measuredSentences, sentenceThreshold),
      humanSentencesMeasured: measuredSentences.length,
    },
  };
}
