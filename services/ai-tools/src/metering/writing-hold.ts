import { writingCost } from '@studyhub/contracts';

/**
 * Models overshoot a requested length by about a tenth, sometimes more; a fifth more words are held
 * so the capture of what was written is rarely capped.
 */
export const WRITING_HOLD_MARGIN = 0.2;

/**
 * The points to hold for generating about `requestedWords` words: the price of a fifth more (10 per
 * started 100). The capture is writingCost(words written), capped by this hold, so the student
 * never pays more than was held and gets back the rest. The generation's token limit should match
 * the held words (about 1.4 tokens a word), so the model cannot write much past what is paid for.
 */
export function writingHoldPoints(requestedWords: number): number {
  return writingCost(heldWords(requestedWords));
}

/** The words the hold pays for: the most a generation should be allowed to write. */
export function heldWords(requestedWords: number): number {
  return Math.ceil(requestedWords * (1 + WRITING_HOLD_MARGIN));
}
