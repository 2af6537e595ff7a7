import {
  combinedScore,
  falsePositiveRate,
  featureStats,
  quantiles,
  thresholdForFalsePositiveRate,
} from '../score-calibration';
import { measureText } from '../detector-features';
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

export interface DetectorCalibration {
  document: DocumentScale;
  sentence: SentenceScale;
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
  const calibration = calibrationTexts.map((text) => measureText(text, model));
  const documentStats = featureStats(calibration.map((measures) => measures.document));
  const sentenceStats = featureStats(calibration.flatMap((measures) => measures.perSentence));
  const documentScores = calibration.map((measures) => combinedScore(measures.document, documentStats));
  const sentenceScores = calibration.flatMap((measures) =>
    measures.perSentence.map((vector) => combinedScore(vector, sentenceStats)),
  );

  const measurement = measurementTexts.map((text) => measureText(text, model));
  const measuredDocuments = measurement.map((measures) => combinedScore(measures.document, documentStats));
  const measuredSentences = measurement.flatMap((measures) =>
    measures.perSentence.map((vector) => combinedScore(vector, sentenceStats)),
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
