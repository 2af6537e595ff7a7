import { HOMEWORK_ANSWER_MAX_WORDS, writingCost, type AiPriceSettings } from '@studyhub/contracts';

/** What asking holds at the prices in force: the price of the longest answer (the quote sent with the question). */
export function homeworkHoldPoints(prices: AiPriceSettings): number {
  return writingCost(HOMEWORK_ANSWER_MAX_WORDS, prices);
}

/** ADR 0016: a homework answer is charged at the writing rate for the words it wrote, held up front. */
export function homeworkPriceSummary(prices: AiPriceSettings): string {
  return (
    `An answer costs ${prices.writing_per_100_words} points for every started 100 words it writes. ` +
    `When you ask, ${homeworkHoldPoints(prices)} points (the price of the longest answer, ${HOMEWORK_ANSWER_MAX_WORDS} words) ` +
    'are held; you pay only for the words actually written and the rest is released. Nothing is charged if no answer comes.'
  );
}

/** Private unless the student switches it on: a question is theirs until they choose to share it. */
export const VISIBILITY_LABEL = 'Make this question public';
export const VISIBILITY_DESCRIPTION =
  'Off (private): only you can see the question and its answer. On: it gets its own page that anyone can find and read. You can change this later.';
