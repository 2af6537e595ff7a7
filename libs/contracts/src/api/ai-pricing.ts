/**
 * What each paid AI action costs in points (spec section 9). One table for the service that bills
 * and the screens that quote the price before the student confirms, so the two never disagree.
 */

/** Actions with a fixed price. */
export const FIXED_AI_ACTION_COSTS = {
  content_analysis: 10,
  ai_detection: 5,
  plagiarism_check: 5,
  toolbar_improve_writing: 3,
  toolbar_make_natural: 3,
  toolbar_shorter: 3,
  toolbar_longer: 3,
  toolbar_custom_query: 3,
  toolbar_enhance_expression: 3,
  rewrite_content: 10,
  improve_content: 10,
} as const satisfies Record<string, number>;

export type FixedAiAction = keyof typeof FIXED_AI_ACTION_COSTS;

export const TOOLBAR_ACTIONS = [
  'toolbar_improve_writing',
  'toolbar_make_natural',
  'toolbar_shorter',
  'toolbar_longer',
  'toolbar_custom_query',
  'toolbar_enhance_expression',
] as const satisfies readonly FixedAiAction[];

export const WRITING_POINTS_PER_100_WORDS = 10;
export const REFERENCE_SEARCH_POINTS = 5;
export const DOCUMENT_CHAT_BASE_POINTS = 5;
export const DOCUMENT_CHAT_POINTS_PER_5_MESSAGES = 2;

/** Flashcard decks: the price of the smallest band that holds the deck, the last band beyond. */
export const FLASHCARD_PRICE_BANDS = [
  { upToCards: 10, points: 5 },
  { upToCards: 20, points: 7 },
  { upToCards: 30, points: 10 },
] as const;
export const FLASHCARD_POINTS_BEYOND_BANDS = 15;

function requireCount(value: number, what: string, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${what} must be a whole number of at least ${minimum}, not ${value}`);
  }
}

/** Generated writing: 10 points for every started 100 words. */
export function writingCost(words: number): number {
  requireCount(words, 'The word count', 1);
  return Math.ceil(words / 100) * WRITING_POINTS_PER_100_WORDS;
}

/** Reference search: 5 points for each reference asked for. */
export function referenceSearchCost(references: number): number {
  requireCount(references, 'The number of references', 1);
  return references * REFERENCE_SEARCH_POINTS;
}

/**
 * A document chat session: 5 points once, plus 2 for every full 5 questions the student asked in it
 * (ADR 0020); a session with no question yet has cost nothing.
 */
export function documentChatSessionCost(questions: number): number {
  requireCount(questions, 'The number of questions', 0);
  if (questions === 0) return 0;
  return DOCUMENT_CHAT_BASE_POINTS + Math.floor(questions / 5) * DOCUMENT_CHAT_POINTS_PER_5_MESSAGES;
}

/**
 * What asking the session's `questionNumber`-th question charges (1-based): the session's cost after
 * it less its cost before, so 5 for the first, 2 for the 5th, 10th, 15th ... and 0 for the others.
 */
export function documentChatQuestionCharge(questionNumber: number): number {
  requireCount(questionNumber, 'The question number', 1);
  return documentChatSessionCost(questionNumber) - documentChatSessionCost(questionNumber - 1);
}

/** A flashcard deck: 5 points up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond 30. */
export function flashcardsCost(cards: number): number {
  requireCount(cards, 'The number of cards', 1);
  return FLASHCARD_PRICE_BANDS.find((band) => cards <= band.upToCards)?.points ?? FLASHCARD_POINTS_BEYOND_BANDS;
}
