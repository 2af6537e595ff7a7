import {
  AI_DETECTOR_BANDS,
  AI_DETECTOR_EXPERIMENTAL_REASON,
  AI_DETECTOR_WARNING,
  countWords,
  type AiDetectorBand,
  type AiDetectorSentence,
  type AiDetectorSummary,
} from '@studyhub/contracts';
import type { PromptToken } from '../llm/openai.client';
import { FEATURES, measureText, type FeatureDefinition } from './detector-features';
import type { DetectorManifest, DocumentScale, SentenceScale, StoredDetector } from './detector-model-store';
import type { KneserNeyTrigramModel } from './ngram-model';
import { HYBRID_FEATURES, measureWithModel, type HybridFeatureName } from './model-logprob-features';
import { bandOf, combinedScore, machineLikeness, percentileOf, type ScoreScale } from './score-calibration';
import type { SentenceSpan } from './text-units';

export interface Detection {
  sentences: AiDetectorSentence[];
  summary: AiDetectorSummary;
}

/** Where a score falls among human writing's: for one set of measures, calibrated on human text. */
export interface DetectorScales<N extends string> {
  document: DocumentScale<N>;
  sentence: SentenceScale<N>;
}

/** A text measured by some set of measures, whole and sentence by sentence. */
interface Measured<N extends string> {
  sentences: readonly SentenceSpan[];
  document: Record<N, number>;
  perSentence: readonly Record<N, number>[];
}

/** Probabilities are shown as whole tenths of a percent. */
function rounded(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The offline detector: the trained n-gram model and the calibration of its scores on human
 * writing. Pure and synchronous; metering and the minimum length are the service's business.
 */
export class AiContentDetector {
  constructor(private readonly stored: StoredDetector) {}

  /** The trigram model the offline measures come from. */
  get ngramModel(): KneserNeyTrigramModel {
    return this.stored.model;
  }

  get modelName(): string {
    return this.stored.manifest.name;
  }

  get manifest(): DetectorManifest {
    return this.stored.manifest;
  }

  /** The whole text's score and each sentence's, before any banding: for calibration and benches. */
  scores(text: string): { document: number; sentences: number[] } {
    const measures = measureText(text, this.stored.model);
    return {
      document: combinedScore(measures.document, this.stored.manifest.document.stats),
      sentences: measures.perSentence.map((vector) => combinedScore(vector, this.stored.manifest.sentence.stats)),
    };
  }

  /** The offline engine: the trigram model, compression and stylometry. */
  analyse(text: string): Detection {
    const measures = measureText(text, this.stored.model);
    return this.described(
      text,
      { ...measures, sentences: measures.sentences.map((sentence) => sentence.span) },
      this.stored.manifest,
      FEATURES,
    );
  }

  /**
   * The hybrid engine: the offline measures and the language model's log-probabilities of the
   * text's tokens, placed on scales calibrated through that same model (ModelCalibrations).
   */
  analyseWithModel(text: string, tokens: readonly PromptToken[], scales: DetectorScales<HybridFeatureName>): Detection {
    return this.described(text, measureWithModel(text, this.stored.model, tokens), scales, HYBRID_FEATURES);
  }

  private described<N extends string>(
    text: string,
    measures: Measured<N>,
    scales: DetectorScales<N>,
    features: readonly FeatureDefinition<N>[],
  ): Detection {
    const { document: documentScale, sentence: sentenceScale } = scales;
    const sentences = measures.sentences.map((span, index): AiDetectorSentence => {
      const score = combinedScore(measures.perSentence[index]!, sentenceScale.stats, features);
      return { ...span, ...this.placed(score, sentenceScale) };
    });
    const score = combinedScore(measures.document, documentScale.stats, features);
    const sentenceBands = Object.fromEntries(AI_DETECTOR_BANDS.map((band) => [band, 0])) as Record<
      AiDetectorBand,
      number
    >;
    for (const sentence of sentences) sentenceBands[sentence.band] += 1;
    return {
      sentences,
      summary: {
        ...this.placed(score, documentScale),
        score: rounded(score),
        threshold: rounded(documentScale.threshold),
        falsePositiveRate: rounded(documentScale.falsePositiveRate, 4),
        falsePositiveRateTarget: documentScale.falsePositiveRateTarget,
        humanTextsMeasured: documentScale.humanTextsMeasured,
        calibrationCorpus: this.stored.manifest.corpus,
        wordCount: countWords(text),
        sentenceBands,
        features: this.explained(measures.document, documentScale.stats, features),
        warning: AI_DETECTOR_WARNING,
        experimental: true,
        experimentalReason: AI_DETECTOR_EXPERIMENTAL_REASON,
      },
    };
  }

  private placed<N extends string>(score: number, scale: ScoreScale<N>): { probability: number; band: AiDetectorBand } {
    return { probability: rounded(percentileOf(score, scale.humanScores)), band: bandOf(score, scale) };
  }

  private explained<N extends string>(
    vector: Record<N, number>,
    stats: ScoreScale<N>['stats'],
    features: readonly FeatureDefinition<N>[],
  ): AiDetectorSummary['features'] {
    const totalWeight = features.reduce((sum, feature) => sum + feature.weight, 0);
    return features.map((feature) => ({
      name: feature.name,
      label: feature.label,
      value: rounded(vector[feature.name]),
      humanMean: rounded(stats[feature.name].mean),
      machineLikeness: rounded(machineLikeness(feature.name, vector[feature.name], stats, features), 2),
      weight: rounded(feature.weight / totalWeight),
    }));
  }
}
