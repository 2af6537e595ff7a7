import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FLASHCARD_IMAGE_MAX_BYTES, type FlashcardImportResult } from '@studyhub/contracts';
import { FlashcardImages, sniffImageType } from './flashcard-images';
import type { UploadedFile } from './flashcard-upload';
import { FlashcardErrors } from './flashcards.errors';
import { FlashcardsRepository } from './flashcards.repository';
import { FlashcardsService, type NewCard } from './flashcards.service';
import { NewestAnkiFormatError, cardsFromApkg, cardsToApkg } from './transfer/anki-package';
import { cardsFromCsv, cardsToCsv } from './transfer/csv-cards';
import type { ReadCards, TransferCard } from './transfer/transfer-card';

export type ExportFormat = 'csv' | 'apkg';

export interface ExportedDeck {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A file name from the deck's title: letters, digits and hyphens. */
function fileNameOf(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base === '' ? 'flashcards' : base}.${extension}`;
}

/** Decks to and from CSV and Anki packages. */
@Injectable()
export class FlashcardTransferService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly flashcards: FlashcardsService,
    private readonly decks: FlashcardsRepository,
    private readonly images: FlashcardImages,
  ) {}

  /** The caller's deck, or a public one, as a file. */
  async export(identifier: string, viewerId: string, format: ExportFormat): Promise<ExportedDeck> {
    const deck = await this.flashcards.readableDeck(identifier, viewerId);
    const rows = await this.decks.cardsOf(this.dataSource.manager, deck.id);
    if (format === 'csv') {
      const csv = cardsToCsv(rows.map((row) => ({ front: row.front, back: row.back, tags: row.tags })));
      return {
        fileName: fileNameOf(deck.title, 'csv'),
        mediaType: 'text/csv; charset=utf-8',
        bytes: Buffer.from(csv, 'utf8'),
      };
    }
    const cards: TransferCard[] = [];
    for (const row of rows) {
      const bytes = row.imageKey && row.imageType ? await this.images.read(row.imageKey) : undefined;
      cards.push({
        front: row.front,
        back: row.back,
        tags: row.tags,
        image: bytes && row.imageType ? { fileName: row.imageKey!, mediaType: row.imageType, bytes } : undefined,
      });
    }
    return {
      fileName: fileNameOf(deck.title, 'apkg'),
      mediaType: 'application/octet-stream',
      bytes: await cardsToApkg(deck.title, cards),
    };
  }

  /** A CSV file or an Anki package's cards added at the end of the caller's deck. */
  async import(userId: string, deckId: string, file: UploadedFile): Promise<FlashcardImportResult> {
    await this.flashcards.ownedDeck(userId, deckId);
    const read = await this.read(file);
    if (read.cards.length === 0) throw FlashcardErrors.FLASHCARD_IMPORT_EMPTY();
    const stored: string[] = [];
    try {
      const cards: NewCard[] = [];
      for (const card of read.cards) {
        const image = await this.storeImage(deckId, card);
        if (image) stored.push(image.imageKey);
        cards.push({ front: card.front, back: card.back, tags: card.tags, ...image });
      }
      const deck = await this.dataSource.transaction(async (manager) => {
        const row = await this.flashcards.lockOwned(manager, userId, deckId);
        await this.flashcards.appendCards(manager, row, cards);
        return row;
      });
      return { deck: await this.flashcards.detailOf(deck, userId), imported: cards.length, skipped: read.skipped };
    } catch (error) {
      await this.images.remove(stored);
      throw error;
    }
  }

  /** A zip is read as an Anki package, anything else as CSV. */
  private async read(file: UploadedFile): Promise<ReadCards> {
    if (file.bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
      try {
        const cards = await cardsFromApkg(file.bytes);
        if (cards) return cards;
      } catch (error) {
        if (error instanceof NewestAnkiFormatError) {
          throw FlashcardErrors.FLASHCARD_IMPORT_UNREADABLE({
            message:
              'This Anki package uses Anki’s newest format. In Anki, export the deck again with “Support older Anki versions” ticked.',
          });
        }
        throw error;
      }
      throw FlashcardErrors.FLASHCARD_IMPORT_UNREADABLE();
    }
    if (file.bytes.includes(0)) throw FlashcardErrors.FLASHCARD_IMPORT_UNREADABLE();
    const cards = cardsFromCsv(file.bytes.toString('utf8'));
    if (!cards) throw FlashcardErrors.FLASHCARD_IMPORT_UNREADABLE();
    return cards;
  }

  /** An imported image of ours (by its bytes) and small enough is kept; others are left out. */
  private async storeImage(
    deckId: string,
    card: TransferCard,
  ): Promise<{ imageKey: string; imageType: string } | null> {
    if (!card.image || card.image.bytes.length > FLASHCARD_IMAGE_MAX_BYTES) return null;
    const type = sniffImageType(card.image.bytes);
    if (!type) return null;
    return { imageKey: await this.images.store(deckId, type, card.image.bytes), imageType: type };
  }
}
