import type * as TsFsrs from 'ts-fsrs' with { 'resolution-mode': 'import' };
import type { Card } from 'ts-fsrs' with { 'resolution-mode': 'import' };
import type { FlashcardCardState, FlashcardRating } from '@studyhub/contracts';

// ts-fsrs declares its types as ESM only; its CommonJS build is the one that runs here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createEmptyCard, fsrs, generatorParameters, State } = require('ts-fsrs') as Pick<
  typeof TsFsrs,
  'createEmptyCard' | 'fsrs' | 'generatorParameters' | 'State'
>;

/** A card's FSRS memory state for one student (ts-fsrs's Card, without its library types). */
export interface MemoryState {
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
}

const STATE_NAMES: Record<number, FlashcardCardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function stateName(state: number): FlashcardCardState {
  return STATE_NAMES[state] ?? 'new';
}

function cardOf(memory: MemoryState): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    ...(memory.lastReview ? { last_review: memory.lastReview } : {}),
  };
}

function memoryOf(card: Card): MemoryState {
  return {
    state: card.state,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? null,
  };
}

/** A card nobody studied yet, due at once. */
export function newMemoryState(now: Date): MemoryState {
  return memoryOf(createEmptyCard(now));
}

/**
 * The FSRS scheduler (the one file that imports ts-fsrs): the library's default weights and
 * learning steps, the deck's desired retention as `request_retention`, and no fuzz, so one rating
 * always gives the same next due date (ADR 0021).
 */
export function nextMemoryState(
  memory: MemoryState,
  rating: FlashcardRating,
  now: Date,
  desiredRetention: number,
): MemoryState {
  const scheduler = fsrs(generatorParameters({ request_retention: desiredRetention, enable_fuzz: false }));
  return memoryOf(scheduler.next(cardOf(memory), now, rating).card);
}
