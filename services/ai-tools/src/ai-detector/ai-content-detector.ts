import {
  AI_DETECTOR_BANDS,
  AI_DETECTOR_EXPERIMENTAL_REASON,
  AI_DETECTOR_WARNING,
  countWords,
  type AiDetectorBand,
  type AiDetectorSentence,
  type AiDetectorSummary,
} from '@studyhub/contracts';
import { FEATURES, measureText, type FeatureVector } from './detector-features';
import type { DetectorManifest, StoredDetector } from './detector-model-store';
import { bandOf, combinedScore, machineLikeness, percentileOf, type ScoreScale } from './score-calibration';

export interface Detection {
  sentences: AiDetectorSentence[];
  summary: AiDetectorSummary;
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

  analyse(text: string): Detection {
    const { document: documentScale, sentence: sentenceScale, corpus } = this.stored.manifest;
    const measures = measureText(text, this.stored.model);
    const sentences = measures.sentences.map((sentence, index): AiDetectorSentence => {
      const score = combinedScore(measures.perSentence[index]!, sentenceScale.stats);
      return { ...sentence.span, ...this.placed(score, sentenceScale) };
    });
    const score = combinedScore(measures.document, documentScale.stats);
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
        calibrationCorpus: corpus,
        wordCount: countWords(text),
        sentenceBands,
        features: this.explained(measures.document),
        warning: AI_DETECTOR_WARNING,
        experimental: true,
        experimentalReason: AI_DETECTOR_EXPERIMENTAL_REASON,
      },
    };
  }

  private placed(score: number, scale: ScoreScale): { probability: number; band: AiDetectorBand } {
    return { probability: rounded(percentileOf(score, scale.humanScores)), band: bandOf(score, scale) };
  }

  private explained(vector: FeatureVector): AiDetectorSummary['features'] {
    const stats = this.stored.manifest.document.stats;
    const totalWeight = FEATURES.reduce((sum, feature) => sum + feature.weight, 0);
    return FEATURES.map((feature) => ({
      name: feature.name,
      label: feature.label,
      value: rounded(vector[feature.name]),
      humanMean: rounded(stats[feature.name].mean),
      machineLikeness: rounded(machineLikeness(feature.name, vector[feature.name], stats), 2),
      weight: rounded(feature.weight / totalWeight),
    }));
  }
}
