import { AI_DETECTOR_MIN_WORDS, countWords } from '@studyhub/contracts';

/** The longest human text the calibration and the bench use. */
export const HUMAN_TEXT_MAX_WORDS = 600;
/** Texts are cut at about these lengths in turn, so lengths spread over the whole 300 to 600. */
const TARGET_WORDS = [340, 420, 500, 580] as const;

/**
 * A sample's sentences cut into consecutive texts of 300 to 600 words, each ending at a sentence
 * end, as a student would paste one: the leftover shorter than 300 words is dropped.
 */
export function humanTextsOf(sentences: readonly string[], firstTarget = 0): string[] {
  const texts: string[] = [];
  let current: string[] = [];
  let words = 0;
  let target = firstTarget;
  for (const sentence of sentences) {
    const sentenceWords = countWords(sentence);
    if (words > 0 && words + sentenceWords > HUMAN_TEXT_MAX_WORDS) {
      if (words >= AI_DETECTOR_MIN_WORDS) texts.push(current.join(' '));
      current = [];
      words = 0;
    }
    current.push(sentence);
    words += sentenceWords;
    if (words >= TARGET_WORDS[target % TARGET_WORDS.length]!) {
      texts.push(current.join(' '));
      current = [];
      words = 0;
      target += 1;
    }
  }
  if (words >= AI_DETECTOR_MIN_WORDS) texts.push(current.join(' '));
  return texts;
}
