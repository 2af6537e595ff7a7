import {
  createFlashcardDeckSchema,
  generateFlashcardsSchema,
  reviewFlashcardSchema,
  updateFlashcardDeckSchema,
} from './flashcards';

const TEXT = 'Osmosis is the movement of water across a partially permeable membrane.';
const ID = '3f9a1c2e-7b4d-4e1a-9c3b-2d5e6f708192';

describe('generateFlashcardsSchema', () => {
  it('takes exactly one source, with 10 cards unless asked otherwise', () => {
    expect(generateFlashcardsSchema.parse({ text: TEXT })).toMatchObject({ text: TEXT, count: 10 });
    expect(generateFlashcardsSchema.parse({ document_id: ID, count: 30 })).toMatchObject({
      document_id: ID,
      count: 30,
    });
    expect(generateFlashcardsSchema.safeParse({}).success).toBe(false);
    expect(generateFlashcardsSchema.safeParse({ text: TEXT, document_id: ID }).success).toBe(false);
  });

  it('refuses text too short to make cards of, and counts outside 1 to 50', () => {
    expect(generateFlashcardsSchema.safeParse({ text: 'Too short.' }).success).toBe(false);
    expect(generateFlashcardsSchema.safeParse({ text: TEXT, count: 0 }).success).toBe(false);
    expect(generateFlashcardsSchema.safeParse({ text: TEXT, count: 51 }).success).toBe(false);
  });
});

describe('deck schemas', () => {
  it('defaults a new deck to private at 0.9 retention, and bounds retention to 0.70–0.97', () => {
    expect(createFlashcardDeckSchema.parse({ title: 'Biology' })).toMatchObject({
      visibility: 'private',
      desired_retention: 0.9,
      cards: [],
    });
    expect(updateFlashcardDeckSchema.safeParse({ title: 'x', desired_retention: 0.69 }).success).toBe(false);
    expect(updateFlashcardDeckSchema.safeParse({ title: 'x', desired_retention: 0.97 }).success).toBe(true);
  });

  it('refuses a card without a back', () => {
    expect(createFlashcardDeckSchema.safeParse({ title: 'x', cards: [{ front: 'a', back: '  ' }] }).success).toBe(
      false,
    );
  });
});

describe('reviewFlashcardSchema', () => {
  it('takes the four FSRS ratings only', () => {
    expect(reviewFlashcardSchema.safeParse({ card_id: ID, rating: 3 }).success).toBe(true);
    expect(reviewFlashcardSchema.safeParse({ card_id: ID, rating: 0 }).success).toBe(false);
    expect(reviewFlashcardSchema.safeParse({ card_id: ID, rating: 5 }).success).toBe(false);
  });
});
