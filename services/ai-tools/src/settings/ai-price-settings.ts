import { DEFAULT_AI_PRICES, aiPriceSettingsSchema, type AiPriceSettings } from '@studyhub/contracts';
import { defineSettingsGroup, settingsStoreToken, type SettingsStore } from '@studyhub/platform';

/**
 * What each paid AI action costs (ADR 0032): ai-tools bills them, so it holds them; the spec's
 * prices apply until an admin saves the group. The meter reads them where it decides a charge.
 */
export const aiPriceSettings = defineSettingsGroup({
  name: 'ai-prices',
  title: 'AI prices',
  schema: aiPriceSettingsSchema,
  labels: {
    content_analysis: 'content analysis (points)',
    ai_detection: 'AI detection (points)',
    plagiarism_check: 'plagiarism check (points)',
    toolbar_improve_writing: 'improve writing (points)',
    toolbar_make_natural: 'make natural (points)',
    toolbar_shorter: 'make shorter (points)',
    toolbar_longer: 'make longer (points)',
    toolbar_custom_query: 'custom query (points)',
    toolbar_enhance_expression: 'enhance expression (points)',
    rewrite_content: 'rewrite content (points)',
    improve_content: 'improve content (points)',
    writing_per_100_words: 'writing (points per 100 words)',
    reference_search: 'reference search (points per reference)',
    document_chat_base: 'document chat (points per session)',
    document_chat_per_5_messages: 'document chat (points per 5 questions)',
    flashcards_up_to_10: 'flashcards up to 10 cards (points)',
    flashcards_up_to_20: 'flashcards up to 20 cards (points)',
    flashcards_up_to_30: 'flashcards up to 30 cards (points)',
    flashcards_beyond_30: 'flashcards beyond 30 cards (points)',
  },
  defaultsFrom: (): AiPriceSettings => ({ ...DEFAULT_AI_PRICES }),
});

export const AI_PRICE_SETTINGS = settingsStoreToken(aiPriceSettings);
export type AiPriceSettingsStore = SettingsStore<AiPriceSettings>;
