import type { Flashcard } from '@studyhub/contracts';

/** A seeded pseudo-random source, so a quiz can be rebuilt the same way (and tested). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export interface ChoiceQuestion {
  card: Flashcard;
  /** The card's back among up to three other cards' backs, shuffled. */
  choices: string[];
  answer: string;
}

/** A multiple-choice question on a card: its back and distractors from other cards' different backs. */
export function choiceQuestion(
  card: Flashcard,
  deck: readonly Flashcard[],
  random: () => number,
  options = 4,
): ChoiceQuestion {
  const others = [
    ...new Set(deck.filter((other) => other.id !== card.id && other.back !== card.back).map((other) => other.back)),
  ];
  const distractors = shuffled(others, random).slice(0, options - 1);
  return { card, choices: shuffled([card.back, ...distractors], random), answer: card.back };
}

export type TestQuestion =
  | ({ kind: 'choice' } & ChoiceQuestion)
  | { kind: 'written'; card: Flashcard; answer: string }
  | { kind: 'true-false'; card: Flashcard; shown: string; isTrue: boolean };

/**
 * A test of up to `size` cards: a mix of multiple choice, written answers and true/false (the back
 * shown is the card's own or another card's). A deck of one card gets written questions only.
 */
export function buildTest(deck: readonly Flashcard[], size: number, seed: number): TestQuestion[] {
  const random = seededRandom(seed);
  return shuffled(deck, random)
    .slice(0, size)
    .map((card, index): TestQuestion => {
      const hasOthers = deck.some((other) => other.back !== card.back);
      const kind = hasOthers ? index % 3 : 1;
      if (kind === 0) return { kind: 'choice', ...choiceQuestion(card, deck, random) };
      if (kind === 1) return { kind: 'written', card, answer: card.back };
      const isTrue = random() < 0.5;
      const other = shuffled(
        deck.filter((candidate) => candidate.back !== card.back),
        random,
      )[0];
      return { kind: 'true-false', card, shown: isTrue || !other ? card.back : other.back, isTrue: isTrue || !other };
    });
}

export interface MatchTile {
  key: string;
  cardId: string;
  side: 'front' | 'back';
  text: string;
}

/** The match game's tiles: each chosen card's front and back, all shuffled together. */
export function matchTiles(deck: readonly Flashcard[], pairs: number, seed: number): MatchTile[] {
  const random = seededRandom(seed);
  const cards = shuffled(deck, random).slice(0, pairs);
  return shuffled(
    cards.flatMap((card) => [
      { key: `${card.id}-front`, cardId: card.id, side: 'front' as const, text: card.front },
      { key: `${card.id}-back`, cardId: card.id, side: 'back' as const, text: card.back },
    ]),
    random,
  );
}

/** The order to study in: cards due now (earliest first), then cards never studied, then the rest by due date. */
export function studyOrder(cards: readonly Flashcard[], now: number): Flashcard[] {
  const dueAt = (card: Flashcard) => (card.schedule ? Date.parse(card.schedule.due) : Number.NaN);
  const due = cards.filter((card) => dueAt(card) <= now).sort((a, b) => dueAt(a) - dueAt(b));
  const fresh = cards.filter((card) => !card.schedule);
  const later = cards.filter((card) => dueAt(card) > now).sort((a, b) => dueAt(a) - dueAt(b));
  return [...due, ...fresh, ...later];
}

/** "in 10 minutes", "in 3 days": when the next review is, from now. */
export function nextReviewText(due: string, now: number): string {
  const minutes = Math.max(0, Math.round((Date.parse(due) - now) / 60_000));
  if (minutes < 1) return 'now';
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(hours / 24);
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}
