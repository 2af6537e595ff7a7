import { AI_TOOL_KEYS, DEFAULT_AI_PRICES } from '@studyhub/contracts';
import { DEFAULT_AI_TOOLS_OFFER, isToolOpen, readAiToolsOffer } from './ai-tools-offer';

const tools = Object.fromEntries(AI_TOOL_KEYS.map((tool) => [tool, tool !== 'flashcards'])) as Record<
  (typeof AI_TOOL_KEYS)[number],
  boolean
>;

describe('the AI tools offer', () => {
  it('reads the prices in force and the switches from the service’s answer', () => {
    const prices = { ...DEFAULT_AI_PRICES, ai_detection: 8 };
    const offer = readAiToolsOffer({ prices, prices_version: 3, tools });
    expect(offer).toEqual({ prices, prices_version: 3, tools });
    expect(offer && isToolOpen(offer, 'flashcards')).toBe(false);
    expect(offer && isToolOpen(offer, 'ai_detector')).toBe(true);
  });

  it('refuses an answer that is not an offer, so the pages fall back to the spec’s prices', () => {
    expect(readAiToolsOffer(null)).toBeNull();
    expect(readAiToolsOffer({ prices: DEFAULT_AI_PRICES, tools })).toBeNull();
    expect(
      readAiToolsOffer({ prices: { ...DEFAULT_AI_PRICES, ai_detection: 0 }, prices_version: 1, tools }),
    ).toBeNull();
    expect(
      readAiToolsOffer({ prices: DEFAULT_AI_PRICES, prices_version: 1, tools: { ...tools, ai_writer: 'yes' } }),
    ).toBeNull();
  });

  it('falls back to the spec’s prices with every tool open', () => {
    expect(DEFAULT_AI_TOOLS_OFFER.prices).toBe(DEFAULT_AI_PRICES);
    expect(AI_TOOL_KEYS.every((tool) => isToolOpen(DEFAULT_AI_TOOLS_OFFER, tool))).toBe(true);
  });
});
