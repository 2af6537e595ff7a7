import {
  AI_TOOL_KEYS,
  aiPriceSettingsSchema,
  DEFAULT_AI_PRICES,
  type AiToolKey,
  type AiToolsOffer,
} from '@studyhub/contracts';

/** Cache tag of the landing pages' shared read of the offer, expired when an admin saves prices or switches. */
export const AI_TOOLS_OFFER_TAG = 'ai-tools-offer';

/** Seconds a landing page may show a shared offer before reading it again. */
export const AI_TOOLS_OFFER_REVALIDATE_SECONDS = 30;

/**
 * What the pages show when the offer cannot be read: the spec's prices, every tool open. Only a
 * failed request falls back to it; the service refuses a closed tool and a raised price anyway.
 */
export const DEFAULT_AI_TOOLS_OFFER: AiToolsOffer = {
  prices: DEFAULT_AI_PRICES,
  prices_version: 0,
  tools: Object.fromEntries(AI_TOOL_KEYS.map((tool) => [tool, true])) as Record<AiToolKey, boolean>,
};

/** The offer from `GET /ai-tools/offer`'s data, or null when it is not one (so the defaults apply). */
export function readAiToolsOffer(data: unknown): AiToolsOffer | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = data as Partial<Record<keyof AiToolsOffer, unknown>>;
  const prices = aiPriceSettingsSchema.safeParse(candidate.prices);
  if (!prices.success || typeof candidate.prices_version !== 'number') return null;
  const tools = candidate.tools;
  if (typeof tools !== 'object' || tools === null) return null;
  const switches = tools as Record<string, unknown>;
  if (!AI_TOOL_KEYS.every((tool) => typeof switches[tool] === 'boolean')) return null;
  return {
    prices: prices.data,
    prices_version: candidate.prices_version,
    tools: Object.fromEntries(AI_TOOL_KEYS.map((tool) => [tool, switches[tool] === true])) as Record<
      AiToolKey,
      boolean
    >,
  };
}

/** The name of each AI tool as students see it. */
export const AI_TOOL_NAMES: Record<AiToolKey, string> = {
  ai_writer: 'AI writer',
  ai_editor: 'AI editor',
  homework_helper: 'Homework helper',
  document_chat: 'Document chat',
  flashcards: 'Flashcard maker',
  ai_detector: 'AI content detector',
  plagiarism_checker: 'Plagiarism checker',
};

export function isToolOpen(offer: AiToolsOffer, tool: AiToolKey): boolean {
  return offer.tools[tool];
}
