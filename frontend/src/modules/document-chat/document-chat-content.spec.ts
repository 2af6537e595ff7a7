import { DEFAULT_AI_PRICES } from '@studyhub/contracts';
import {
  chatPriceSummary,
  citationLabel,
  exampleCost,
  nextQuestionCostLabel,
  withheldNote,
} from './document-chat-content';

describe('document chat content', () => {
  it('prices example conversations by the session formula at the prices in force', () => {
    expect([1, 4, 5, 10, 20].map((questions) => exampleCost(questions, DEFAULT_AI_PRICES))).toEqual([5, 5, 7, 9, 13]);
    const raised = { ...DEFAULT_AI_PRICES, document_chat_base: 6, document_chat_per_5_messages: 3 };
    expect([1, 5, 10].map((questions) => exampleCost(questions, raised))).toEqual([6, 9, 12]);
    expect(chatPriceSummary(raised)).toMatch(/^A chat costs 6 points when you ask its first question, then 3 more/);
  });

  it('says what the next question costs, or that it is included', () => {
    expect(nextQuestionCostLabel(5)).toBe('This question costs 5 points.');
    expect(nextQuestionCostLabel(0)).toBe('This question is included: no points are charged.');
  });

  it('names one page or a range', () => {
    expect(citationLabel(12, 12)).toBe('p. 12');
    expect(citationLabel(3, 4)).toBe('pp. 3–4');
  });

  it('counts held-back sentences in words', () => {
    expect(withheldNote(1)).toContain('1 sentence of');
    expect(withheldNote(2)).toContain('2 sentences of');
  });
});
