import { citationLabel, exampleCost, nextQuestionCostLabel, withheldNote } from './document-chat-content';

describe('document chat content', () => {
  it('prices example conversations by the session formula', () => {
    expect([1, 4, 5, 10, 20].map(exampleCost)).toEqual([5, 5, 7, 9, 13]);
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
