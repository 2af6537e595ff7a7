import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FlashcardDeckDetail, FlashcardReviewResult, ReviewFlashcardRequest } from '@studyhub/contracts';
import type { FlashcardScheduleEntity } from './flashcard.entities';
import { FlashcardErrors } from './flashcards.errors';
import { scheduleOf } from './flashcards.mapper';
import { FlashcardsRepository } from './flashcards.repository';
import { FlashcardsService } from './flashcards.service';
import { newMemoryState, nextMemoryState, type MemoryState } from './fsrs-scheduler';

/** Study: each student's FSRS schedule of each card they can read, and the log of their reviews. */
@Injectable()
export class FlashcardStudyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly decks: FlashcardsRepository,
    private readonly flashcards: FlashcardsService,
  ) {}

  /** The deck's cards the viewer should study now: due reviews first (earliest first), then new cards in order. */
  async dueCards(identifier: string, viewerId: string, limit: number): Promise<FlashcardDeckDetail> {
    const detail = await this.flashcards.get(identifier, viewerId);
    const now = Date.now();
    const due = detail.cards
      .filter((card) => card.schedule && Date.parse(card.schedule.due) <= now)
      .sort((a, b) => Date.parse(a.schedule!.due) - Date.parse(b.schedule!.due));
    const fresh = detail.cards.filter((card) => !card.schedule);
    return { ...detail, cards: [...due, ...fresh].slice(0, limit) };
  }

  /**
   * One rating of one card by the caller: FSRS with the deck's desired retention gives the card's
   * next state and due date for this caller alone; the review is logged.
   */
  async review(userId: string, request: ReviewFlashcardRequest, now = new Date()): Promise<FlashcardReviewResult> {
    return this.dataSource.transaction(async (manager) => {
      const card = await this.decks.findCard(manager, request.card_id);
      const deck = card ? await this.decks.findDeck(manager, card.deckId) : null;
      if (!card || !deck || !(deck.userId === userId || deck.visibility === 'public')) {
        throw FlashcardErrors.FLASHCARD_NOT_FOUND();
      }
      const stored = await this.decks.lockSchedule(manager, userId, card.id);
      const before: MemoryState = stored ?? newMemoryState(now);
      const after = nextMemoryState(before, request.rating, now, deck.desiredRetention);
      const row: FlashcardScheduleEntity = { userId, cardId: card.id, deckId: deck.id, ...after };
      await this.decks.saveSchedule(manager, row);
      await this.decks.insertReview(manager, {
        userId,
        cardId: card.id,
        deckId: deck.id,
        rating: request.rating,
        stateBefore: before.state,
        stateAfter: after.state,
        due: after.due,
        stability: after.stability,
        difficulty: after.difficulty,
        scheduledDays: after.scheduledDays,
        reviewedAt: now,
      });
      return { card_id: card.id, rating: request.rating, schedule: scheduleOf(after) };
    });
  }
}
