import type { Flashcard } from '@studyhub/contracts';
import { buildTest, choiceQuestion, matchTiles, nextReviewText, seededRandom, studyOrder } from './study-deck';

function card(id: string, back = `back ${id}`, due: string | null = null): Flashcard {
  return {
    id,
    position: 0,
    front: `front ${id}`,
    back,
    tags: [],
    image_url: null,
    source: null,
    schedule: due
      ? { state: 'review', due, stability: 1, difficulty: 5, reps: 1, lapses: 0, scheduled_days: 1, last_review: null }
      : null,
  };
}

const DECK = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => card(id));

describe('choiceQuestion', () => {
  it('offers the card’s back among three distinct backs of other cards', () => {
    const question = choiceQuestion(DECK[0]!, [...DECK, card('g', 'back b')], seededRandom(3));
    expect(question.choices).toHaveLength(4);
    expect(question.choices).toContain('back a');
    expect(new Set(question.choices).size).toBe(4);
  });
});

describe('buildTest', () => {
  it('asks about each card once, mixing kinds, and is the same for the same seed', () => {
    const test = buildTest(DECK, 10, 42);
    expect(test).toHaveLength(6);
    expect(new Set(test.map((question) => question.card.id)).size).toBe(6);
    expect(new Set(test.map((question) => question.kind))).toEqual(new Set(['choice', 'written', 'true-false']));
    expect(buildTest(DECK, 10, 42)).toEqual(test);
    for (const question of test) {
      if (question.kind === 'true-false') expect(question.shown === question.card.back).toBe(question.isTrue);
    }
  });

  it('asks a one-card deck for written answers only', () => {
    expect(buildTest([DECK[0]!], 10, 1).map((question) => question.kind)).toEqual(['written']);
  });
});

describe('matchTiles', () => {
  it('gives a front and a back tile for each chosen card', () => {
    const tiles = matchTiles(DECK, 4, 7);
    expect(tiles).toHaveLength(8);
    const byCard = new Map<string, string[]>();
    for (const tile of tiles) byCard.set(tile.cardId, [...(byCard.get(tile.cardId) ?? []), tile.side]);
    expect([...byCard.values()].every((sides) => sides.sort().join() === 'back,front')).toBe(true);
  });
});

describe('studyOrder', () => {
  it('puts due cards first (earliest first), then new ones, then those due later', () => {
    const now = Date.parse('2025-01-10T12:00:00Z');
    const ordered = studyOrder(
      [
        card('later', 'x', '2025-01-12T00:00:00Z'),
        card('new'),
        card('due2', 'y', '2025-01-10T11:00:00Z'),
        card('due1', 'z', '2025-01-09T00:00:00Z'),
      ],
      now,
    );
    expect(ordered.map((item) => item.id)).toEqual(['due1', 'due2', 'new', 'later']);
  });
});

describe('nextReviewText', () => {
  it('names the wait in minutes, hours or days', () => {
    const now = Date.parse('2025-01-10T12:00:00Z');
    expect(nextReviewText('2025-01-10T12:10:00Z', now)).toBe('in 10 minutes');
    expect(nextReviewText('2025-01-10T15:00:00Z', now)).toBe('in 3 hours');
    expect(nextReviewText('2025-01-13T12:00:00Z', now)).toBe('in 3 days');
  });
});
