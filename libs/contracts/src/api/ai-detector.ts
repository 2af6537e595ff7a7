import { z } from 'zod';
import { FIXED_AI_ACTION_COSTS } from './ai-pricing';
import { quotedPointsSchema } from './platform-settings';

/**
 * The AI-content detector (POST /api/ai-detector; ai-tools, ADR 0023). It scores how predictable
 * and uniform a text reads compared with human writing, per sentence and for the whole text. It
 * never says who wrote a text: it answers probabilities and bands only, with the false-positive
 * rate measured on held-out human writing at its threshold.
 */

export const AI_DETECTION_POINTS = FIXED_AI_ACTION_COSTS.ai_detection;
/** Shorter texts are refused before anything is charged: too little text for a stable score. */
export const AI_DETECTOR_MIN_WORDS = 300;
export const AI_DETECTOR_MAX_CHARACTERS = 50_000;

/** Per sentence and for the whole text, from least to most machine-like. */
export const AI_DETECTOR_BANDS = ['likely human', 'uncertain', 'possibly AI'] as const;
export type AiDetectorBand = (typeof AI_DETECTOR_BANDS)[number];

/** Shown with every result, word for word. */
export const AI_DETECTOR_WARNING =
  'Simple, formulaic or non-native writing raises these scores. A high score is not proof that a text was written by AI, and a low one is not proof that it was not: never use it alone to judge anyone’s work.';

export const AI_DETECTOR_EXPERIMENTAL_REASON =
  'Experimental: calibrated only on human writing (the Brown corpus). It has not yet been trained or tested on labelled AI-generated text.';

export function aiDetectorTooShortMessage(words: number): string {
  return `The detector needs at least ${AI_DETECTOR_MIN_WORDS} words to score a text; yours has ${words}. Nothing was charged.`;
}

export const aiDetectorRequestSchema = z.object({
  text: z
    .string({ message: 'Paste the text to check.' })
    .refine((text) => text.trim().length > 0, 'Paste the text to check.')
    .refine(
      (text) => text.length <= AI_DETECTOR_MAX_CHARACTERS,
      `At most ${AI_DETECTOR_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
    ),
  /** The price the page showed (GET /api/ai-tools/offer); a higher current price is refused with 409 PRICE_CHANGED. */
  quoted_points: quotedPointsSchema,
});
export type AiDetectorRequest = z.infer<typeof aiDetectorRequestSchema>;

export interface AiDetectorSentence {
  text: string;
  /** Where the sentence starts in the text sent, and its length (UTF-16 code units). */
  offset: number;
  length: number;
  /**
   * Calibrated machine-likeness, 0 to 1: the share of held-out human sentences (in context) that
   * scored lower. Not the chance that a person or a model wrote it.
   */
  probability: number;
  band: AiDetectorBand;
}

/** One measured property of the text next to its value in human writing. */
export interface AiDetectorFeature {
  name: string;
  label: string;
  value: number;
  humanMean: number;
  /** Standard deviations from the human mean, signed so that positive reads more machine-like. */
  machineLikeness: number;
  /** Its share of the score (0 when measured but not scored). */
  weight: number;
}

export interface AiDetectorSummary {
  /** The whole text's calibrated machine-likeness, read like a sentence's `probability`. */
  probability: number;
  band: AiDetectorBand;
  score: number;
  /** The score at and above which a text is 'possibly AI'. */
  threshold: number;
  /** Share of held-out human texts (300 to 600 words) at or above the threshold. */
  falsePositiveRate: number;
  falsePositiveRateTarget: number;
  /** How many held-out human texts that rate was measured on. */
  humanTextsMeasured: number;
  calibrationCorpus: string;
  wordCount: number;
  sentenceBands: Record<AiDetectorBand, number>;
  features: AiDetectorFeature[];
  warning: string;
  experimental: true;
  experimentalReason: string;
}

export interface AiDetectorResult {
  sentences: AiDetectorSentence[];
  summary: AiDetectorSummary;
  /** 'offline': the n-gram model, compression and stylometry; 'hybrid': also the model's token log-probabilities. */
  engine: 'offline' | 'hybrid';
  model: string;
  points_charged: number;
  balance: number;
}
