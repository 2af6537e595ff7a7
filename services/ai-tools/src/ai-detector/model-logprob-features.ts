import { countWords } from '@studyhub/contracts';
import type { PromptToken } from '../llm/openai.client';
import {
  FEATURES,
  FEATURE_NAMES,
  measureText,
  sentenceWindow,
  type FeatureDefinition,
  type FeatureName,
} from './detector-features';
import type { KneserNeyTrigramModel } from './ngram-model';
import { mean, standardDeviation } from './stylometry';
import type { SentenceSpan } from './text-units';

/**
 * The hybrid engine's measures: the offline ones and two from a large language model's
 * log-probabilities of the student's own text. Model output is far more predictable to a large model
 * than to a trigram model, so the model's surprisal carries the most weight; like the others, it
 * is standardised against human writing scored through the same endpoint, never against AI text.
 */
export const MODEL_FEATURE_NAMES = ['modelSurprisal', 'modelSurprisalSpread'] as const;
export type ModelFeatureName = (typeof MODEL_FEATURE_NAMES)[number];
export type HybridFeatureName = FeatureName | ModelFeatureName;

export const HYBRID_FEATURE_NAMES: readonly HybridFeatureName[] = [...FEATURE_NAMES, ...MODEL_FEATURE_NAMES];

export const HYBRID_FEATURES: readonly FeatureDefinition<HybridFeatureName>[] = [
  ...FEATURES,
  { name: 'modelSurprisal', label: 'Surprisal per token to the language model (bits)', direction: -1, weight: 4 },
  {
    name: 'modelSurprisalSpread',
    label: 'Variation of the language model’s surprisal between sentences',
    direction: -1,
    weight: 1,
  },
];

export type HybridVector = Record<HybridFeatureName, number>;

export interface HybridMeasures {
  sentences: SentenceSpan[];
  document: HybridVector;
  perSentence: HybridVector[];
}

/** A sentence needs this many scored tokens before its mean says anything about the spread. */
const MIN_SPREAD_TOKENS = 4;

/** The words of each piece the endpoint scores: the length of the texts it was calibrated on. */
export const SCORED_PIECE_WORDS = 600;

const BITS_PER_NAT = 1 / Math.LN2;

/**
 * Cuts a text into pieces of at most about `maxWords` words at sentence ends, so a long text is
 * scored the way the calibration texts were (a model sees more context in a longer text, which
 * lowers its surprisal). A single longer sentence stays whole.
 */
export function scoredPieces(
  text: string,
  sentences: readonly SentenceSpan[],
  maxWords = SCORED_PIECE_WORDS,
): { offset: number; text: string }[] {
  const pieces: { offset: number; text: string }[] = [];
  let start: SentenceSpan | undefined;
  let end = 0;
  let words = 0;
  for (const sentence of sentences) {
    const sentenceWords = countWords(sentence.text);
    if (start && words + sentenceWords > maxWords) {
      pieces.push({ offset: start.offset, text: text.slice(start.offset, end) });
      start = undefined;
      words = 0;
    }
    start ??= sentence;
    end = sentence.offset + sentence.length;
    words += sentenceWords;
  }
  if (start) pieces.push({ offset: start.offset, text: text.slice(start.offset, end) });
  return pieces;
}

/** Bits of surprisal of each sentence's tokens; a token belongs to the sentence its first visible character is in. */
export function surprisalsBySentence(
  text: string,
  sentences: readonly SentenceSpan[],
  tokens: readonly PromptToken[],
): number[][] {
  const bySentence = sentences.map((): number[] => []);
  let index = 0;
  for (const token of tokens) {
    let at = token.offset;
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
    while (index + 1 < sentences.length && sentences[index + 1]!.offset <= at) index += 1;
    bySentence[index]?.push(-token.logprob * BITS_PER_NAT);
  }
  return bySentence;
}

function spreadOf(sentences: readonly number[][]): number {
  return standardDeviation(sentences.filter((values) => values.length >= MIN_SPREAD_TOKENS).map(mean));
}

/**
 * A text measured for the hybrid engine, given the model's log-probabilities of its tokens
 * (offsets in the whole text). A sentence gets its own model surprisal and the spread over its
 * window, like the trigram measures.
 */
export function measureWithModel(
  text: string,
  model: KneserNeyTrigramModel,
  tokens: readonly PromptToken[],
): HybridMeasures {
  const offline = measureText(text, model);
  const spans = offline.sentences.map((sentence) => sentence.span);
  const bySentence = surprisalsBySentence(text, spans, tokens);
  const all = bySentence.flat();
  const documentSurprisal = mean(all);
  return {
    sentences: spans,
    document: { ...offline.document, modelSurprisal: documentSurprisal, modelSurprisalSpread: spreadOf(bySentence) },
    perSentence: offline.perSentence.map((vector, index) => {
      const window = sentenceWindow(offline.sentences, index);
      const first = offline.sentences.indexOf(window[0]!);
      const own = bySentence[index]!;
      return {
        ...vector,
        modelSurprisal: own.length > 0 ? mean(own) : documentSurprisal,
        modelSurprisalSpread: spreadOf(bySentence.slice(first, first + window.length)),
      };
    }),
  };
}
