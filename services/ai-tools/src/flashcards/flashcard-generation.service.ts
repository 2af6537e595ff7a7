import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FLASHCARD_RETENTION_DEFAULT,
  flashcardsCost,
  type DocumentTextResponse,
  type FlashcardSource,
  type GenerateFlashcardsRequest,
  type GeneratedFlashcards,
} from '@studyhub/contracts';
import type { RequestContext } from '@studyhub/platform';
import { DocumentTextClient } from '../documents-text';
import { LlmGateway } from '../llm/llm-gateway.service';
import { PointsMeter } from '../metering/points-meter';
import type { DraftCard, SourcePassage } from './generation/draft-card';
import {
  FLASHCARDS_JSON_SCHEMA,
  flashcardMessages,
  groundedModelCards,
  passagesForModel,
} from './generation/model-flashcards';
import { offlineFlashcards } from './generation/offline-flashcards';
import { FlashcardErrors } from './flashcards.errors';
import { FlashcardsService, type NewCard } from './flashcards.service';

export interface GenerationCall {
  userId: string;
  isAdmin: boolean;
  /** The action's id: the client's Idempotency-Key, else a fresh one. */
  key: string;
  signal: AbortSignal;
  context: RequestContext;
}

/** What generation read: its passages and what the cards will cite. */
interface Source {
  passages: SourcePassage[];
  /** The card's source for a passage. */
  citationOf(passage: number): FlashcardSource;
  title: string;
}

interface Produced {
  cards: DraftCard[];
  dropped: number;
  engine: 'offline' | 'llm';
  model: string | null;
  source: Source;
}

/** Low: cards should say what the text says. */
const FLASHCARD_TEMPERATURE = 0.2;
/** About 60 tokens a card, and the JSON around them. */
const TOKENS_PER_CARD = 90;
const TITLE_WORDS = 8;

/**
 * Generated flashcards (ADR 0021): from pasted text, a catalog document the student may read, or a
 * study file of theirs. With a model configured, the model writes the cards and each must be
 * supported by the passage it cites; without, key terms and their definitions are extracted
 * offline. Charged by card-count tier: the requested count's tier is held before anything else,
 * the tier of the cards actually made is captured, and nothing is charged when none are.
 */
@Injectable()
export class FlashcardGenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly flashcards: FlashcardsService,
    private readonly llm: LlmGateway,
    private readonly meter: PointsMeter,
    private readonly documents: DocumentTextClient,
  ) {}

  async generate(request: GenerateFlashcardsRequest, call: GenerationCall): Promise<GeneratedFlashcards> {
    // A deck that is not the caller's is refused before anything is held.
    if (request.deck_id) await this.flashcards.ownedDeck(call.userId, request.deck_id);
    const { result, charged, balance } = await this.meter.run(
      {
        userId: call.userId,
        feature: 'flashcards.generate',
        holdPoints: (prices) => flashcardsCost(request.count, prices),
        quotedPoints: request.quoted_points,
        description: `Flashcard maker: up to ${request.count} cards`,
        key: call.key,
        signal: call.signal,
        correlationId: call.context.correlationId,
        metadata: { requested_cards: request.count },
      },
      (signal) => this.produce(request, call, signal),
      (produced, prices) => flashcardsCost(produced.cards.length, prices),
    );
    const cards: NewCard[] = result.cards.map((card) => ({
      front: card.front,
      back: card.back,
      tags: [],
      source: result.source.citationOf(card.passage),
    }));
    // Stored after the capture, as the homework helper does: a failed generation leaves no deck.
    const deck = await this.dataSource.transaction(async (manager) => {
      if (request.deck_id) {
        const existing = await this.flashcards.lockOwned(manager, call.userId, request.deck_id);
        await this.flashcards.appendCards(manager, existing, cards);
        return existing;
      }
      return this.flashcards.insertDeck(
        manager,
        call.userId,
        {
          title: request.title ?? result.source.title,
          description: '',
          subject: '',
          visibility: 'private',
          desired_retention: FLASHCARD_RETENTION_DEFAULT,
        },
        cards,
      );
    });
    return {
      deck: await this.flashcards.detailOf(deck, call.userId),
      generated: result.cards.length,
      dropped: result.dropped,
      engine: result.engine,
      model: result.model,
      points_charged: charged,
      balance,
    };
  }

  private async produce(
    request: GenerateFlashcardsRequest,
    call: GenerationCall,
    signal: AbortSignal,
  ): Promise<Produced> {
    const source = await this.read(request, call);
    if (source.passages.length === 0) throw FlashcardErrors.FLASHCARD_NOTHING_GENERATED();
    if (this.llm.isConfigured) return this.withModel(source, request.count, call.userId, signal);
    const cards = offlineFlashcards(source.passages, request.count);
    if (cards.length === 0) throw FlashcardErrors.FLASHCARD_NOTHING_GENERATED();
    return { cards, dropped: 0, engine: 'offline', model: null, source };
  }

  private async withModel(source: Source, count: number, userId: string, signal: AbortSignal): Promise<Produced> {
    const passages = passagesForModel(source.passages);
    const { capabilities } = await this.llm.status();
    const reply = await this.llm.generate({
      userId,
      feature: 'flashcards',
      messages: flashcardMessages(passages, count),
      maxTokens: count * TOKENS_PER_CARD + 200,
      temperature: FLASHCARD_TEMPERATURE,
      ...(capabilities.jsonSchema ? { jsonSchema: FLASHCARDS_JSON_SCHEMA } : {}),
      signal,
    });
    const grounded = groundedModelCards(reply.text, passages, count);
    if (!grounded) throw FlashcardErrors.FLASHCARD_NO_MODEL_CARDS();
    if (grounded.cards.length === 0) throw FlashcardErrors.FLASHCARD_NOTHING_GENERATED();
    return { ...grounded, engine: 'llm', model: reply.model, source: { ...source, passages } };
  }

  private async read(request: GenerateFlashcardsRequest, call: GenerationCall): Promise<Source> {
    if (request.text !== undefined) {
      return {
        passages: [{ text: request.text, pageFrom: null, pageTo: null }],
        citationOf: () => ({ kind: 'text' }),
        title: titleOf(request.text),
      };
    }
    const text: DocumentTextResponse = request.document_id
      ? await this.documents.documentChunks(
          request.document_id,
          { userId: call.userId, isAdmin: call.isAdmin },
          call.context.correlationId,
        )
      : await this.documents.studyFileChunks(request.study_file_id!, call.userId, call.context.correlationId);
    const passages = text.chunks.map((chunk) => ({ text: chunk.text, pageFrom: chunk.pageFrom, pageTo: chunk.pageTo }));
    return {
      passages,
      citationOf: (index) => ({
        kind: text.source.kind,
        id: text.source.id,
        title: text.source.title,
        page_from: passages[index]?.pageFrom ?? 1,
        page_to: passages[index]?.pageTo ?? passages[index]?.pageFrom ?? 1,
      }),
      title: text.source.title.slice(0, 200),
    };
  }
}

/** A deck title from pasted text: its first words. */
function titleOf(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').slice(0, TITLE_WORDS).join(' ');
  const title = words.replace(/[.,;:!?]+$/, '');
  return title.length > 0 ? title.slice(0, 200) : 'Flashcards';
}
