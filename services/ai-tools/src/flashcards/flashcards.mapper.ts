import type { Flashcard, FlashcardDeckSummary, FlashcardSchedule } from '@studyhub/contracts';
import type { FlashcardCardEntity, FlashcardDeckEntity, FlashcardScheduleEntity } from './flashcard.entities';
import type { DeckCounts } from './flashcards.repository';
import { stateName, type MemoryState } from './fsrs-scheduler';

export function scheduleOf(memory: MemoryState | FlashcardScheduleEntity): FlashcardSchedule {
  return {
    state: stateName(memory.state),
    due: memory.due.toISOString(),
    stability: memory.stability,
    difficulty: memory.difficulty,
    reps: memory.reps,
    lapses: memory.lapses,
    scheduled_days: memory.scheduledDays,
    last_review: memory.lastReview?.toISOString() ?? null,
  };
}

export function deckSummaryOf(
  deck: FlashcardDeckEntity,
  counts: DeckCounts | undefined,
  viewerId: string | undefined,
): FlashcardDeckSummary {
  return {
    id: deck.id,
    slug: deck.visibility === 'public' ? deck.slug : null,
    title: deck.title,
    description: deck.description,
    subject: deck.subject,
    visibility: deck.visibility,
    desired_retention: deck.desiredRetention,
    card_count: counts?.cards ?? 0,
    due_count: counts?.due ?? 0,
    new_count: counts?.fresh ?? 0,
    is_owner: viewerId === deck.userId,
    created_at: deck.createdAt.toISOString(),
    updated_at: deck.updatedAt.toISOString(),
  };
}

export function flashcardOf(
  card: FlashcardCardEntity,
  schedule: FlashcardScheduleEntity | undefined,
  imageUrl: string | null,
): Flashcard {
  return {
    id: card.id,
    position: card.position,
    front: card.front,
    back: card.back,
    tags: card.tags,
    image_url: imageUrl,
    source: card.source,
    schedule: schedule ? scheduleOf(schedule) : null,
  };
}
