import type * as TsFsrs from 'ts-fsrs' with { 'resolution-mode': 'import' };
import type { FlashcardRating } from '@studyhub/contracts';
import { newMemoryState, nextMemoryState, stateName, type MemoryState } from './fsrs-scheduler';

// The library itself, to compare with: its CommonJS build (its types are ESM only).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fsrs, generatorParameters, createEmptyCard, Rating } = require('ts-fsrs') as typeof TsFsrs;
const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date(Date.UTC(2022, 11, 29, 12, 30, 0, 0));
const { Again, Hard, Good, Easy } = { Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;

/**
 * Expected values from ts-fsrs's own tests of its default (FSRS-6) weights at 0.9 retention without
 * fuzz (its __tests__/FSRS-6.test.ts, which takes the memory states from fsrs-rs's inference tests).
 */
describe('nextMemoryState, against the values ts-fsrs documents for its defaults', () => {
  it('gives the first rating the initial stability and difficulty of each grade', () => {
    const firsts = ([Again, Hard, Good, Easy] as FlashcardRating[]).map((rating) =>
      nextMemoryState(newMemoryState(START), rating, START, 0.9),
    );
    expect(firsts.map((state) => state.stability)).toEqual([0.212, 1.2931, 2.3065, 8.2956]);
    expect(firsts.map((state) => state.difficulty)).toEqual([6.4133, 5.11217071, 2.11810397, 1]);
    expect(firsts.map((state) => state.scheduledDays)).toEqual([0, 0, 0, 8]);
    expect(firsts.map((state) => stateName(state.state))).toEqual(['learning', 'learning', 'learning', 'review']);
    expect(firsts.every((state) => state.reps === 1 && state.lapses === 0)).toBe(true);
  });

  it('schedules Good six times, Again twice, then Good five times at the documented intervals', () => {
    const ratings: FlashcardRating[] = [Good, Good, Good, Good, Good, Good, Again, Again, Good, Good, Good, Good, Good];
    let state = newMemoryState(START);
    let now = START;
    const intervals: number[] = [];
    for (const rating of ratings) {
      state = nextMemoryState(state, rating, now, 0.9);
      intervals.push(state.scheduledDays);
      now = state.due;
    }
    expect(intervals).toEqual([0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21]);
  });

  it('reaches the memory state fsrs-rs computes for Again then five Goods at 0, 0, 1, 3, 8 and 21 days', () => {
    const ratings: FlashcardRating[] = [Again, Good, Good, Good, Good, Good];
    const gaps = [0, 0, 1, 3, 8, 21];
    let state = newMemoryState(START);
    let now = START;
    for (const [index, rating] of ratings.entries()) {
      now = new Date(now.getTime() + gaps[index]! * DAY_MS);
      state = nextMemoryState(state, rating, now, 0.9);
    }
    expect(state.stability).toBeCloseTo(53.62691, 4);
    expect(state.difficulty).toBeCloseTo(6.3574867, 4);
  });
});

describe('nextMemoryState with a deck’s desired retention', () => {
  function run(retention: number, ratings: readonly FlashcardRating[]): MemoryState[] {
    let state = newMemoryState(START);
    let now = START;
    return ratings.map((rating) => {
      state = nextMemoryState(state, rating, now, retention);
      now = state.due;
      return state;
    });
  }

  it('gives the same due dates and stabilities as the library called directly with request_retention', () => {
    const ratings: FlashcardRating[] = [Good, Hard, Good, Easy, Again, Good, Good];
    const ours = run(0.8, ratings);
    const library = fsrs(generatorParameters({ request_retention: 0.8, enable_fuzz: false }));
    let card = createEmptyCard(START);
    let now = START;
    ratings.forEach((rating, index) => {
      card = library.next(card, now, rating).card;
      now = card.due;
      expect(ours[index]!.due.toISOString()).toBe(card.due.toISOString());
      expect(ours[index]!.stability).toBe(card.stability);
      expect(ours[index]!.difficulty).toBe(card.difficulty);
    });
    expect(Rating.Good).toBe(Good);
  });

  it('waits longer before a review the lower the desired retention', () => {
    const ratings: FlashcardRating[] = [Good, Good, Good, Good];
    const relaxed = run(0.7, ratings).at(-1)!;
    const usual = run(0.9, ratings).at(-1)!;
    const strict = run(0.97, ratings).at(-1)!;
    expect(relaxed.scheduledDays).toBeGreaterThan(usual.scheduledDays);
    expect(usual.scheduledDays).toBeGreaterThan(strict.scheduledDays);
  });

  it('counts a lapse when a card in review is forgotten', () => {
    const [, , forgotten] = run(0.9, [Easy, Good, Again]);
    expect(forgotten).toMatchObject({ lapses: 1 });
    expect(stateName(forgotten!.state)).toBe('relearning');
  });
});
