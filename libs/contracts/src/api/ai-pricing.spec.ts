import {
  FIXED_AI_ACTION_COSTS,
  TOOLBAR_ACTIONS,
  documentChatQuestionCharge,
  documentChatSessionCost,
  flashcardsCost,
  referenceSearchCost,
  writingCost,
} from './ai-pricing';

describe('AI pricing (spec section 9)', () => {
  describe('writing: 10 points per started 100 words', () => {
    it.each([
      [1, 10],
      [99, 10],
      [100, 10],
      [101, 20],
      [250, 30],
      [1_000, 100],
      [1_001, 110],
    ])('%i words cost %i points', (words, points) => {
      expect(writingCost(words)).toBe(points);
    });

    it.each([0, -100, 12.5, Number.NaN])('refuses %p words', (words) => {
      expect(() => writingCost(words)).toThrow(RangeError);
    });
  });

  describe('reference search: 5 points each', () => {
    it.each([
      [1, 5],
      [4, 20],
      [15, 75],
    ])('%i references cost %i points', (references, points) => {
      expect(referenceSearchCost(references)).toBe(points);
    });

    it('refuses asking for no reference', () => {
      expect(() => referenceSearchCost(0)).toThrow(RangeError);
    });
  });

  describe('document chat: 5 points per session plus 2 per full 5 questions', () => {
    it.each([
      [0, 0],
      [1, 5],
      [4, 5],
      [5, 7],
      [9, 7],
      [10, 9],
      [24, 13],
      [25, 15],
    ])('a session of %i questions has cost %i points', (questions, points) => {
      expect(documentChatSessionCost(questions)).toBe(points);
    });

    it.each([
      [1, 5],
      [2, 0],
      [4, 0],
      [5, 2],
      [6, 0],
      [10, 2],
      [15, 2],
    ])('question %i charges %i points', (questionNumber, points) => {
      expect(documentChatQuestionCharge(questionNumber)).toBe(points);
    });

    it('charges add up to the session cost', () => {
      let total = 0;
      for (let question = 1; question <= 40; question += 1) {
        total += documentChatQuestionCharge(question);
        expect(total).toBe(documentChatSessionCost(question));
      }
    });

    it.each([-1, 2.5])('refuses %p questions', (questions) => {
      expect(() => documentChatSessionCost(questions)).toThrow(RangeError);
    });

    it('refuses question number 0', () => {
      expect(() => documentChatQuestionCharge(0)).toThrow(RangeError);
    });
  });

  describe('flashcards: 5 up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond', () => {
    it.each([
      [1, 5],
      [10, 5],
      [11, 7],
      [20, 7],
      [21, 10],
      [30, 10],
      [31, 15],
      [200, 15],
    ])('%i cards cost %i points', (cards, points) => {
      expect(flashcardsCost(cards)).toBe(points);
    });

    it('refuses an empty deck', () => {
      expect(() => flashcardsCost(0)).toThrow(RangeError);
    });
  });

  describe('fixed prices', () => {
    it('every toolbar action costs 3 points', () => {
      expect(TOOLBAR_ACTIONS.map((action) => FIXED_AI_ACTION_COSTS[action])).toEqual([3, 3, 3, 3, 3, 3]);
    });

    it.each([
      ['content_analysis', 10],
      ['ai_detection', 5],
      ['plagiarism_check', 5],
      ['rewrite_content', 10],
      ['improve_content', 10],
    ] as const)('%s costs %i points', (action, points) => {
      expect(FIXED_AI_ACTION_COSTS[action]).toBe(points);
    });

    it('lists exactly the six toolbar actions and the five other fixed actions', () => {
      expect(Object.keys(FIXED_AI_ACTION_COSTS)).toHaveLength(11);
      expect(new Set(TOOLBAR_ACTIONS).size).toBe(6);
    });
  });
});
