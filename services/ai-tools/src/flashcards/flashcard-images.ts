import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, OBJECT_STORAGE, type ObjectStorage } from '@studyhub/platform';

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

/** How long an image address handed out with a deck stays valid (spec section 9: signed URL 3600 s). */
export const CARD_IMAGE_URL_SECONDS = 3600;

/**
 * Card images in the private `originals` area, under flashcards/{deckId}/. Whoever may read the
 * deck (its owner; anyone, for a public deck) gets signed addresses with it, so a private deck's
 * images are never reachable by guessing and a public deck's are viewable without an account
 * (ADR 0021). Removing is housekeeping after the database committed: a failure leaves an orphan.
 */
@Injectable()
export class FlashcardImages {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async store(deckId: string, mediaType: string, bytes: Buffer): Promise<string> {
    const key = `flashcards/${deckId}/${randomUUID()}${EXTENSIONS[mediaType] ?? ''}`;
    await this.storage.put('originals', key, bytes, mediaType);
    return key;
  }

  async read(key: string): Promise<Buffer | undefined> {
    const object = await this.storage.get('originals', key);
    if (!object) return undefined;
    const parts: Buffer[] = [];
    for await (const part of object.body) parts.push(Buffer.from(part as Uint8Array));
    return Buffer.concat(parts);
  }

  url(key: string): Promise<string> {
    return this.storage.signedUrl('originals', key, { expiresInSeconds: CARD_IMAGE_URL_SECONDS });
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete('originals', key);
      } catch (error) {
        this.logger.warn({ err: error, area: 'originals', key }, 'could not remove a flashcard image');
      }
    }
  }

  /** Every image of a deck, for when the deck is deleted. */
  async removeAllOf(deckId: string): Promise<void> {
    try {
      const files = await this.storage.list('originals', `flashcards/${deckId}/`);
      await this.remove(files.map((file) => file.key));
    } catch (error) {
      this.logger.warn({ err: error, deckId }, 'could not list a deleted deck’s images');
    }
  }
}

/** The image's type from its first bytes, never from its name; undefined when it is none of ours. */
export function sniffImageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return 'image/gif';
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}
