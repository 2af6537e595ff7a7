import { In, type EntityManager } from 'typeorm';
import {
  FlashcardCardEntity,
  FlashcardDeckEntity,
  FlashcardReviewEntity,
  FlashcardScheduleEntity,
} from './flashcard.entities';

/** A deck's count of cards, and of cards due or never studied for one viewer. */
export interface DeckCounts {
  cards: number;
  due: number;
  fresh: number;
}

/** Every query of the flashcard maker. */
export class FlashcardsRepository {
  async insertDeck(manager: EntityManager, row: FlashcardDeckEntity): Promise<FlashcardDeckEntity> {
    const repository = manager.getRepository(FlashcardDeckEntity);
    return repository.save(repository.create(row));
  }

  async findDeck(manager: EntityManager, id: string): Promise<FlashcardDeckEntity | null> {
    return manager.getRepository(FlashcardDeckEntity).findOneBy({ id });
  }

  async findDeckBySlug(manager: EntityManager, slug: string): Promise<FlashcardDeckEntity | null> {
    return manager.getRepository(FlashcardDeckEntity).findOneBy({ slug: slug.toLowerCase() });
  }

  /** The owner's deck, locked until the transaction ends, so two saves queue up. */
  async lockOwnedDeck(manager: EntityManager, userId: string, id: string): Promise<FlashcardDeckEntity | null> {
    return manager
      .getRepository(FlashcardDeckEntity)
      .createQueryBuilder('deck')
      .setLock('pessimistic_write')
      .where('deck.id = :id AND deck.userId = :userId', { id, userId })
      .getOne();
  }

  async saveDeck(manager: EntityManager, row: FlashcardDeckEntity): Promise<void> {
    await manager.getRepository(FlashcardDeckEntity).save(row);
  }

  async deleteDeck(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(FlashcardDeckEntity).delete({ id });
  }

  async slugTaken(manager: EntityManager, slug: string): Promise<boolean> {
    return manager.getRepository(FlashcardDeckEntity).existsBy({ slug });
  }

  /** Most recently changed first. */
  async listOwnedDecks(
    manager: EntityManager,
    userId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: FlashcardDeckEntity[]; total: number }> {
    const [rows, total] = await manager.getRepository(FlashcardDeckEntity).findAndCount({
      where: { userId },
      order: { updatedAt: 'DESC', id: 'ASC' },
      skip: page.offset,
      take: page.limit,
    });
    return { rows, total };
  }

  async countsOf(
    manager: EntityManager,
    deckIds: readonly string[],
    viewerId: string | undefined,
    now: Date,
  ): Promise<Map<string, DeckCounts>> {
    const counts = new Map<string, DeckCounts>(deckIds.map((id) => [id, { cards: 0, due: 0, fresh: 0 }]));
    if (deckIds.length === 0) return counts;
    const rows = await manager.query<{ deck_id: string; cards: string; due: string; fresh: string }[]>(
      `SELECT card.deck_id,
              count(*) AS cards,
              count(*) FILTER (WHERE schedule.card_id IS NOT NULL AND schedule.due <= $3) AS due,
              count(*) FILTER (WHERE schedule.card_id IS NULL) AS fresh
         FROM flashcard_cards card
         LEFT JOIN flashcard_schedules schedule ON schedule.card_id = card.id AND schedule.user_id = $2
        WHERE card.deck_id = ANY($1::uuid[])
        GROUP BY card.deck_id`,
      [deckIds, viewerId ?? null, now],
    );
    for (const row of rows) {
      counts.set(row.deck_id, { cards: Number(row.cards), due: Number(row.due), fresh: Number(row.fresh) });
    }
    return counts;
  }

  async cardsOf(manager: EntityManager, deckId: string): Promise<FlashcardCardEntity[]> {
    return manager
      .getRepository(FlashcardCardEntity)
      .find({ where: { deckId }, order: { position: 'ASC', id: 'ASC' } });
  }

  async findCard(manager: EntityManager, cardId: string): Promise<FlashcardCardEntity | null> {
    return manager.getRepository(FlashcardCardEntity).findOneBy({ id: cardId });
  }

  async insertCards(manager: EntityManager, rows: readonly FlashcardCardEntity[]): Promise<void> {
    if (rows.length === 0) return;
    const repository = manager.getRepository(FlashcardCardEntity);
    // In slices: one INSERT of a thousand cards would pass PostgreSQL's parameter limit.
    for (let start = 0; start < rows.length; start += 200) {
      await repository.insert(rows.slice(start, start + 200).map((row) => repository.create(row)));
    }
  }

  async saveCard(manager: EntityManager, row: FlashcardCardEntity): Promise<void> {
    await manager.getRepository(FlashcardCardEntity).save(row);
  }

  async deleteCards(manager: EntityManager, deckId: string, cardIds: readonly string[]): Promise<void> {
    if (cardIds.length === 0) return;
    await manager.getRepository(FlashcardCardEntity).delete({ deckId, id: In([...cardIds]) });
  }

  async setPositions(manager: EntityManager, deckId: string, orderedIds: readonly string[]): Promise<void> {
    if (orderedIds.length === 0) return;
    await manager.query(
      `UPDATE flashcard_cards card SET position = ordered.position - 1, updated_at = now()
         FROM unnest($2::uuid[]) WITH ORDINALITY AS ordered (id, position)
        WHERE card.id = ordered.id AND card.deck_id = $1`,
      [deckId, orderedIds],
    );
  }

  async cardCount(manager: EntityManager, deckId: string): Promise<number> {
    return manager.getRepository(FlashcardCardEntity).countBy({ deckId });
  }

  async nextPosition(manager: EntityManager, deckId: string): Promise<number> {
    const [row] = await manager.query<{ next: number }[]>(
      `SELECT coalesce(max(position) + 1, 0)::int AS next FROM flashcard_cards WHERE deck_id = $1`,
      [deckId],
    );
    return row?.next ?? 0;
  }

  async schedulesOf(
    manager: EntityManager,
    userId: string,
    cardIds: readonly string[],
  ): Promise<Map<string, FlashcardScheduleEntity>> {
    if (cardIds.length === 0) return new Map();
    const rows = await manager.getRepository(FlashcardScheduleEntity).findBy({ userId, cardId: In([...cardIds]) });
    return new Map(rows.map((row) => [row.cardId, row]));
  }

  /**
   * The caller's schedule of one card, with the (user, card) pair locked until the transaction ends,
   * so two quick ratings of it apply one after the other. A lock on the pair, not on the row: before
   * the first rating there is no row to lock, and two first ratings would both start from 'new'.
   */
  async lockSchedule(manager: EntityManager, userId: string, cardId: string): Promise<FlashcardScheduleEntity | null> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `flashcard-schedule:${userId}:${cardId}`,
    ]);
    return manager.getRepository(FlashcardScheduleEntity).findOneBy({ userId, cardId });
  }

  async saveSchedule(manager: EntityManager, row: FlashcardScheduleEntity): Promise<void> {
    await manager.getRepository(FlashcardScheduleEntity).save(row);
  }

  async insertReview(manager: EntityManager, row: FlashcardReviewEntity): Promise<void> {
    await manager.getRepository(FlashcardReviewEntity).insert(row);
  }

  async reviewsOf(manager: EntityManager, userId: string, cardId: string): Promise<FlashcardReviewEntity[]> {
    return manager
      .getRepository(FlashcardReviewEntity)
      .find({ where: { userId, cardId }, order: { reviewedAt: 'ASC' } });
  }
}
