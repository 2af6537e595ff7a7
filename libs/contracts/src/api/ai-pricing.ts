import type { AiPriceSettings } from './platform-settings';

/**
 * What each paid AI action costs in points. The constants are the spec's prices (section 9) and the
 * defaults of the admin's `ai-prices` settings (ADR 0032); the functions take the prices in force
 * (`GET /ai-tools/offer`), so the service that bills and the screens that quote agree.
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

/** The spec's prices: in force until an admin saves the `ai-prices` settings. */
export const DEFAULT_AI_PRICES: AiPriceSettings = {
  ...FIXED_AI_ACTION_COSTS,
  writing_per_100_words: WRITING_POINTS_PER_100_WORDS,
  reference_search: REFERENCE_SEARCH_POINTS,
  document_chat_base: DOCUMENT_CHAT_BASE_POINTS,
  document_chat_per_5_messages: DOCUMENT_CHAT_POINTS_PER_5_MESSAGES,
  flashcards_up_to_10: FLASHCARD_PRICE_BANDS[0].points,
  flashcards_up_to_20: FLASHCARD_PRICE_BANDS[1].points,
  flashcards_up_to_30: FLASHCARD_PRICE_BANDS[2].points,
  flashcards_beyond_30: FLASHCARD_POINTS_BEYOND_BANDS,
};

/** A fixed-price action at the prices in force. */
export function fixedActionCost(action: FixedAiAction, prices: AiPriceSettings = DEFAULT_AI_PRICES): number {
  return prices[action];
}

function requireCount(value: number, what: string, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${what} must be a whole number of at least ${minimum}, not ${value}`);
  }
}

/** Generated writing: 10 points (by default) for every started 100 words. */
export function writingCost(words: number, prices: AiPriceSettings = DEFAULT_AI_PRICES): number {
  requireCount(words, 'The word count', 1);
  return Math.ceil(words / 100) * prices.writing_per_100_words;
}

/** Reference search: 5 points (by default) for each reference asked for. */
export function referenceSearchCost(references: number, prices: AiPriceSettings = DEFAULT_AI_PRICES): number {
  requireCount(references, 'The number of references', 1);
  return references * prices.reference_search;
}

/**
 * A document chat session: 5 points once, plus 2 for every full 5 questions the student asked in it
 * (ADR 0020); a session with no question yet has cost nothing.
 */
export function documentChatSessionCost(questions: number, prices: AiPriceSettings = DEFAULT_AI_PRICES): number {
  requireCount(questions, 'The number of questions', 0);
  if (questions === 0) return 0;
  return prices.document_chat_base + Math.floor(questions / 5) * prices.document_chat_per_5_messages;
}

/**
 * What asking the session's `questionNumber`-th question charges (1-based): the session's cost after
 * it less its cost before, so 5 for the first, 2 for the 5th, 10th, 15th ... and 0 for the others.
 */
export function documentChatQuestionCharge(
  questionNumber: number,
  prices: AiPriceSettings = DEFAULT_AI_PRICES,
): number {
  requireCount(questionNumber, 'The question number', 1);
  return documentChatSessionCost(questionNumber, prices) - documentChatSessionCost(questionNumber - 1, prices);
}

/** A flashcard deck: 5 points up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond 30. */
export function flashcardsCost(cards: number, prices: AiPriceSettings = DEFAULT_AI_PRICES): number {
  requireCount(cards, 'The number of cards', 1);
  if (cards <= 10) return prices.flashcards_up_to_10;
  if (cards <= 20) return prices.flashcards_up_to_20;
  if (cards <= 30) return prices.flashcards_up_to_30;
  return prices.flashcards_beyond_30;
}
