import { compressionRatio } from './compression';
import type { KneserNeyTrigramModel } from './ngram-model';
import {
  burstiness,
  functionWordRate,
  mean,
  movingTypeTokenRatio,
  punctuationDiversity,
  standardDeviation,
} from './stylometry';
import { isWordToken, splitSentences, tokenize, type SentenceSpan } from './text-units';

export const FEATURE_NAMES = [
  'meanSurprisal',
  'surprisalSpread',
  'burstiness',
  'compressionRatio',
  'lexicalDiversity',
  'punctuationDiversity',
  'functionWordRate',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureVector = Record<FeatureName, number>;

export interface FeatureDefinition<N extends string = FeatureName> {
  name: N;
  label: string;
  /** -1: a lower value than human writing reads more machine-like; 1: a higher one. */
  direction: -1 | 1;
  /** Its share of the score; 0 for a measure shown but not scored. */
  weight: number;
}

/**
 * What the score is made of. Without labelled AI text to fit weights on, the weights are set by
 * hand from what is known of model output: it is more predictable than human writing (weighted
 * most), more even in predictability and sentence length, more repetitive and plainer in its
 * punctuation. Function-word use differs, but in no direction known well enough: shown, not scored.
 */
export const FEATURES: readonly FeatureDefinition[] = [
  { name: 'meanSurprisal', label: 'Surprisal per word (bits)', direction: -1, weight: 3 },
  { name: 'surprisalSpread', label: 'Variation of surprisal between sentences', direction: -1, weight: 1 },
  { name: 'burstiness', label: 'Variation of sentence length', direction: -1, weight: 1 },
  { name: 'compressionRatio', label: 'Compression ratio', direction: -1, weight: 1 },
  { name: 'lexicalDiversity', label: 'Vocabulary variety (moving type-token ratio)', direction: -1, weight: 1 },
  { name: 'punctuationDiversity', label: 'Punctuation variety (bits)', direction: -1, weight: 1 },
  { name: 'functionWordRate', label: 'Share of function words', direction: 1, weight: 0 },
];

/** A sentence cut into tokens and scored by the language model once, for every span it is part of. */
export interface ModelledSentence {
  span: SentenceSpan;
  words: string[];
  /** Bits per token, the sentence end included. */
  surprisals: number[];
}

export function modelSentences(spans: readonly SentenceSpan[], model: KneserNeyTrigramModel): ModelledSentence[] {
  return spans.map((span) => {
    const tokens = tokenize(span.text);
    return { span, words: tokens.filter(isWordToken), surprisals: model.surprisals(tokens) };
  });
}

/** The words a sentence window grows to around its sentence, for measures that need some text. */
export const SENTENCE_WINDOW_WORDS = 60;

/** The measures of consecutive sentences: a whole text. */
export function measureSpan(sentences: readonly ModelledSentence[]): FeatureVector {
  const allSurprisals = sentences.flatMap((sentence) => sentence.surprisals);
  const words = sentences.flatMap((sentence) => sentence.words);
  const text = sentences.map((sentence) => sentence.span.text).join(' ');
  return {
    meanSurprisal: mean(allSurprisals),
    surprisalSpread: standardDeviation(
      sentences.filter((sentence) => sentence.surprisals.length >= 4).map((sentence) => mean(sentence.surprisals)),
    ),
    burstiness: burstiness(sentences.map((sentence) => sentence.words.length)),
    compressionRatio: compressionRatio(text),
    lexicalDiversity: movingTypeTokenRatio(words),
    punctuationDiversity: punctuationDiversity(text),
    functionWordRate: functionWordRate(words),
  };
}

/** The sentences around `index` (itself first grown forward, then both ways) up to the window's words. */
export function sentenceWindow(sentences: readonly ModelledSentence[], index: number): ModelledSentence[] {
  let start = index;
  let end = index + 1;
  let words = sentences[index]?.words.length ?? 0;
  while (words < SENTENCE_WINDOW_WORDS && (start > 0 || end < sentences.length)) {
    if (end < sentences.length) {
      words += sentences[end]!.words.length;
      end += 1;
    }
    if (words < SENTENCE_WINDOW_WORDS && start > 0) {
      start -= 1;
      words += sentences[start]!.words.length;
    }
  }
  return sentences.slice(start, end);
}

/**
 * The measures of one sentence: its own surprisal (so neighbours can differ), everything else over
 * its window, since a single sentence is too short for variation, compression or variety.
 */
export function measureSentence(sentences: readonly ModelledSentence[], index: number): FeatureVector {
  const window = measureSpan(sentenceWindow(sentences, index));
  return { ...window, meanSurprisal: mean(sentences[index]?.surprisals ?? []) };
}

/** A text measured as a whole and sentence by sentence. */
export interface TextMeasures {
  sentences: ModelledSentence[];
  document: FeatureVector;
  perSentence: FeatureVector[];
}

export function measureText(text: string, model: KneserNeyTrigramModel): TextMeasures {
  const sentences = modelSentences(splitSentences(text), model);
  return {
    sentences,
    document: measureSpan(sentences),
    perSentence: sentences.map((_, index) => measureSentence(sentences, index)),
  };
}
