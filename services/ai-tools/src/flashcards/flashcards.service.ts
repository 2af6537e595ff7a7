import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  FLASHCARD_DECK_MAX_CARDS,
  type ApiList,
  type CreateFlashcardDeckRequest,
  type FlashcardDeckDetail,
  type FlashcardDeckSummary,
  type FlashcardInput,
  type FlashcardSource,
  type PaginationQuery,
  type UpdateFlashcardDeckRequest,
} from '@studyhub/contracts';
import { deckSlugOf } from './deck-slug';
import { FlashcardCardEntity, type FlashcardDeckEntity, type FlashcardScheduleEntity } from './flashcard.entities';
import { FlashcardImages } from './flashcard-images';
import { FlashcardErrors } from './flashcards.errors';
import { deckSummaryOf, flashcardOf } from './flashcards.mapper';
import { FlashcardsRepository } from './flashcards.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A card as it is added to a deck: typed, imported or generated. */
export interface NewCard extends FlashcardInput {
  source?: FlashcardSource | null;
  imageKey?: string | null;
  imageType?: string | null;
}

/**
 * Decks and cards (owner-scoped: another user's private deck is 'Deck not found'), public decks by
 * slug, copies and card images. Studying them is FlashcardStudyService's.
 */
@Injectable()
export class FlashcardsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly decks: FlashcardsRepository,
    private readonly images: FlashcardImages,
  ) {}

  async list(userId: string, query: PaginationQuery): Promise<ApiList<FlashcardDeckSummary>> {
    const manager = this.dataSource.manager;
    const { rows, total } = await this.decks.listOwnedDecks(manager, userId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const counts = await this.decks.countsOf(
      manager,
      rows.map((row) => row.id),
      userId,
      new Date(),
    );
    return {
      data: rows.map((row) => deckSummaryOf(row, counts.get(row.id), userId)),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async create(userId: string, request: CreateFlashcardDeckRequest): Promise<FlashcardDeckDetail> {
    const deck = await this.dataSource.transaction((manager) =>
      this.insertDeck(manager, userId, request, request.cards),
    );
    return this.detailOf(deck, userId);
  }

  /** A new deck of the user's with its cards, in one transaction the caller owns. */
  async insertDeck(
    manager: EntityManager,
    userId: string,
    settings: Pick<
      CreateFlashcardDeckRequest,
      'title' | 'description' | 'subject' | 'visibility' | 'desired_retention'
    >,
    cards: readonly NewCard[],
    copiedFrom: string | null = null,
  ): Promise<FlashcardDeckEntity> {
    const id = randomUUID();
    const now = new Date();
    const deck = await this.decks.insertDeck(manager, {
      id,
      userId,
      title: settings.title,
      description: settings.description,
      subject: settings.subject,
      visibility: settings.visibility,
      slug: settings.visibility === 'public' ? await this.freeSlug(manager, settings.title, id) : null,
      desiredRetention: settings.desired_retention,
      copiedFrom,
      createdAt: now,
      updatedAt: now,
    });
    await this.appendCards(manager, deck, cards);
    return deck;
  }

  /** Cards added after the deck's last one; refused past the deck's limit. */
  async appendCards(manager: EntityManager, deck: FlashcardDeckEntity, cards: readonly NewCard[]): Promise<void> {
    if (cards.length === 0) return;
    const start = await this.decks.nextPosition(manager, deck.id);
    const existing = await this.decks.cardCount(manager, deck.id);
    if (existing + cards.length > FLASHCARD_DECK_MAX_CARDS) throw FlashcardErrors.FLASHCARD_DECK_FULL();
    const now = new Date();
    await this.decks.insertCards(
      manager,
      cards.map((card, index) => this.cardRow(deck.id, start + index, card, now)),
    );
    deck.updatedAt = now;
    await this.decks.saveDeck(manager, deck);
  }

  /** The owner's deck by id or slug, or a public deck by either: with the viewer's own schedules. */
  async get(identifier: string, viewerId: string): Promise<FlashcardDeckDetail> {
    const deck = await this.readableDeck(identifier, viewerId);
    return this.detailOf(deck, viewerId);
  }

  /** A public deck by its slug, to anyone (signed in or not); anything else is 'Deck not found'. */
  async getPublic(slug: string, viewerId: string | undefined): Promise<FlashcardDeckDetail> {
    const deck = await this.decks.findDeckBySlug(this.dataSource.manager, slug);
    if (!deck || deck.visibility !== 'public') throw FlashcardErrors.FLASHCARD_DECK_NOT_FOUND();
    return this.detailOf(deck, viewerId);
  }

  async update(userId: string, deckId: string, request: UpdateFlashcardDeckRequest): Promise<FlashcardDeckDetail> {
    const removedImages: string[] = [];
    const deck = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockOwned(manager, userId, deckId);
      row.title = request.title;
      row.description = request.description;
      row.subject = request.subject;
      row.desiredRetention = request.desired_retention;
      row.visibility = request.visibility;
      // The slug is kept once made, so a shared link keeps working when the deck is public again.
      if (request.visibility === 'public' && !row.slug) row.slug = await this.freeSlug(manager, request.title, row.id);
      row.updatedAt = new Date();
      await this.decks.saveDeck(manager, row);
      if (request.cards) removedImages.push(...(await this.replaceCards(manager, row, request.cards)));
      return row;
    });
    await this.images.remove(removedImages);
    return this.detailOf(deck, userId);
  }

  async delete(userId: string, deckId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockOwned(manager, userId, deckId);
      await this.decks.deleteDeck(manager, deckId);
    });
    await this.images.removeAllOf(deckId);
  }

  async reorder(userId: string, deckId: string, cardIds: readonly string[]): Promise<FlashcardDeckDetail> {
    const deck = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockOwned(manager, userId, deckId);
      const cards = await this.decks.cardsOf(manager, deckId);
      const known = new Set(cards.map((card) => card.id));
      const unique = new Set(cardIds);
      if (unique.size !== cardIds.length || unique.size !== known.size || cardIds.some((id) => !known.has(id))) {
        throw FlashcardErrors.FLASHCARD_ORDER_MISMATCH();
      }
      await this.decks.setPositions(manager, deckId, cardIds);
      row.updatedAt = new Date();
      await this.decks.saveDeck(manager, row);
      return row;
    });
    return this.detailOf(deck, userId);
  }

  /** A public deck (or one's own) copied into the caller's decks, private, without anyone's schedule. */
  async copy(userId: string, identifier: string): Promise<FlashcardDeckDetail> {
    const source = await this.readableDeck(identifier, userId);
    const deck = await this.dataSource.transaction(async (manager) => {
      const copied = await this.insertDeck(
        manager,
        userId,
        {
          title: source.title,
          description: source.description,
          subject: source.subject,
          visibility: 'private',
          desired_retention: source.desiredRetention,
        },
        [],
        source.id,
      );
      const copies: NewCard[] = [];
      for (const card of await this.decks.cardsOf(manager, source.id)) {
        const image = card.imageKey ? await this.copyImage(copied.id, card.imageKey, card.imageType) : null;
        copies.push({ front: card.front, back: card.back, tags: card.tags, source: card.source, ...image });
      }
      await this.appendCards(manager, copied, copies);
      return copied;
    });
    return this.detailOf(deck, userId);
  }

  async setImage(
    userId: string,
    deckId: string,
    cardId: string,
    image: { mediaType: string; bytes: Buffer },
  ): Promise<FlashcardDeckDetail> {
    await this.ownedCard(userId, deckId, cardId);
    const key = await this.images.store(deckId, image.mediaType, image.bytes);
    let previous: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.lockOwned(manager, userId, deckId);
        const card = await this.decks.findCard(manager, cardId);
        if (!card || card.deckId !== deckId) throw FlashcardErrors.FLASHCARD_NOT_FOUND();
        previous = card.imageKey;
        card.imageKey = key;
        card.imageType = image.mediaType;
        card.updatedAt = new Date();
        await this.decks.saveCard(manager, card);
      });
    } catch (error) {
      await this.images.remove([key]);
      throw error;
    }
    if (previous) await this.images.remove([previous]);
    return this.get(deckId, userId);
  }

  async removeImage(userId: string, deckId: string, cardId: string): Promise<FlashcardDeckDetail> {
    const previous = await this.dataSource.transaction(async (manager) => {
      await this.lockOwned(manager, userId, deckId);
      const card = await this.decks.findCard(manager, cardId);
      if (!card || card.deckId !== deckId) throw FlashcardErrors.FLASHCARD_NOT_FOUND();
      const key = card.imageKey;
      card.imageKey = null;
      card.imageType = null;
      card.updatedAt = new Date();
      await this.decks.saveCard(manager, card);
      return key;
    });
    if (previous) await this.images.remove([previous]);
    return this.get(deckId, userId);
  }

  /** The deck with its cards, the viewer's schedules and fresh image addresses. */
  async detailOf(deck: FlashcardDeckEntity, viewerId: string | undefined): Promise<FlashcardDeckDetail> {
    const manager = this.dataSource.manager;
    const cards = await this.decks.cardsOf(manager, deck.id);
    const schedules = viewerId
      ? await this.decks.schedulesOf(
          manager,
          viewerId,
          cards.map((card) => card.id),
        )
      : new Map<string, FlashcardScheduleEntity>();
    const counts = await this.decks.countsOf(manager, [deck.id], viewerId, new Date());
    const shown = await Promise.all(
      cards.map(async (card) =>
        flashcardOf(card, schedules.get(card.id), card.imageKey ? await this.images.url(card.imageKey) : null),
      ),
    );
    return { ...deckSummaryOf(deck, counts.get(deck.id), viewerId), cards: shown };
  }

  async lockOwned(manager: EntityManager, userId: string, deckId: string): Promise<FlashcardDeckEntity> {
    if (!UUID.test(deckId)) throw FlashcardErrors.FLASHCARD_DECK_NOT_FOUND();
    const deck = await this.decks.lockOwnedDeck(manager, userId, deckId);
    if (!deck) throw FlashcardErrors.FLASHCARD_DECK_NOT_FOUND();
    return deck;
  }

  async ownedDeck(userId: string, deckId: string): Promise<FlashcardDeckEntity> {
    const deck = UUID.test(deckId) ? await this.decks.findDeck(this.dataSource.manager, deckId.toLowerCase()) : null;
    if (!deck || deck.userId !== userId) throw FlashcardErrors.FLASHCARD_DECK_NOT_FOUND();
    return deck;
  }

  /** The caller's deck by id or slug, or any public deck; else 'Deck not found'. */
  async readableDeck(identifier: string, viewerId: string): Promise<FlashcardDeckEntity> {
    const manager = this.dataSource.manager;
    const deck = UUID.test(identifier)
      ? await this.decks.findDeck(manager, identifier.toLowerCase())
      : await this.decks.findDeckBySlug(manager, identifier);
    if (!deck || (deck.userId !== viewerId && deck.visibility !== 'public')) {
      throw FlashcardErrors.FLASHCARD_DECK_NOT_FOUND();
    }
    return deck;
  }

  private async ownedCard(userId: string, deckId: string, cardId: string): Promise<FlashcardCardEntity> {
    const manager = this.dataSource.manager;
    await this.ownedDeck(userId, deckId);
    const card = UUID.test(cardId) ? await this.decks.findCard(manager, cardId) : null;
    if (!card || card.deckId !== deckId) throw FlashcardErrors.FLASHCARD_NOT_FOUND();
    return card;
  }

  /** Saves the whole card list in order; returns the image keys of the cards removed. */
  private async replaceCards(
    manager: EntityManager,
    deck: FlashcardDeckEntity,
    cards: NonNullable<UpdateFlashcardDeckRequest['cards']>,
  ): Promise<string[]> {
    const existing = new Map((await this.decks.cardsOf(manager, deck.id)).map((card) => [card.id, card]));
    const kept = new Set<string>();
    const now = new Date();
    const added: FlashcardCardEntity[] = [];
    for (const [position, card] of cards.entries()) {
      const current = card.id ? existing.get(card.id) : undefined;
      if (card.id && !current) throw FlashcardErrors.FLASHCARD_NOT_FOUND();
      if (current) {
        if (kept.has(current.id)) throw FlashcardErrors.FLASHCARD_ORDER_MISMATCH();
        kept.add(current.id);
        Object.assign(current, { position, front: card.front, back: card.back, tags: card.tags, updatedAt: now });
        await this.decks.saveCard(manager, current);
      } else {
        added.push(this.cardRow(deck.id, position, card, now));
      }
    }
    const removed = [...existing.values()].filter((card) => !kept.has(card.id));
    await this.decks.deleteCards(
      manager,
      deck.id,
      removed.map((card) => card.id),
    );
    await this.decks.insertCards(manager, added);
    return removed.flatMap((card) => (card.imageKey ? [card.imageKey] : []));
  }

  private cardRow(deckId: string, position: number, card: NewCard, now: Date): FlashcardCardEntity {
    const row = new FlashcardCardEntity();
    Object.assign(row, {
      id: randomUUID(),
      deckId,
      position,
      front: card.front,
      back: card.back,
      tags: card.tags,
      imageKey: card.imageKey ?? null,
      imageType: card.imageType ?? null,
      source: card.source ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return row;
  }

  private async copyImage(
    deckId: string,
    key: string,
    type: string | null,
  ): Promise<{ imageKey: string; imageType: string } | null> {
    const bytes = await this.images.read(key);
    if (!bytes || !type) return null;
    return { imageKey: await this.images.store(deckId, type, bytes), imageType: type };
  }

  /** The title's slug; in the rare case it is taken (same title, same id prefix), a longer id part. */
  private async freeSlug(manager: EntityManager, title: string, id: string): Promise<string> {
    const slug = deckSlugOf(title, id);
    if (!(await this.decks.slugTaken(manager, slug))) return slug;
    return `${slug}-${id.replace(/-/g, '').slice(8, 16)}`;
  }
}
