import {
  FLASHCARD_DECK_MAX_CARDS,
  FLASHCARD_DECK_NOT_FOUND_MESSAGE,
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMPORT_MAX_BYTES,
  FLASHCARD_NOTHING_GENERATED_MESSAGE,
} from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const FlashcardErrors = defineErrors({
  /** Missing, or private and not the caller's: the same answer, so ids and slugs leak nothing. */
  FLASHCARD_DECK_NOT_FOUND: { status: 'NOT_FOUND', message: FLASHCARD_DECK_NOT_FOUND_MESSAGE },
  FLASHCARD_NOT_FOUND: { status: 'NOT_FOUND', message: 'Card not found' },
  FLASHCARD_DECK_FULL: {
    status: 'BAD_REQUEST',
    message: `A deck holds at most ${FLASHCARD_DECK_MAX_CARDS} cards.`,
  },
  FLASHCARD_ORDER_MISMATCH: {
    status: 'BAD_REQUEST',
    message: 'The new order must list every card of the deck exactly once.',
  },
  FLASHCARD_NOTHING_GENERATED: { status: 'BAD_REQUEST', message: FLASHCARD_NOTHING_GENERATED_MESSAGE },
  FLASHCARD_NO_MODEL_CARDS: {
    status: 'BAD_GATEWAY',
    message: 'The AI model did not give usable flashcards. Nothing was charged; please try again.',
  },
  FLASHCARD_FILE_MISSING: { status: 'BAD_REQUEST', message: 'Please choose a file.' },
  FLASHCARD_IMAGE_TYPE: { status: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please choose a PNG, JPEG, WebP or GIF image.' },
  FLASHCARD_IMAGE_TOO_LARGE: {
    status: 'PAYLOAD_TOO_LARGE',
    message: `An image can be at most ${FLASHCARD_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  },
  FLASHCARD_IMPORT_TOO_LARGE: {
    status: 'PAYLOAD_TOO_LARGE',
    message: `An import file can be at most ${FLASHCARD_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  },
  FLASHCARD_IMPORT_UNREADABLE: {
    status: 'BAD_REQUEST',
    message: 'This file could not be read as a CSV file (front,back[,tags]) or an Anki package (.apkg).',
  },
  FLASHCARD_IMPORT_EMPTY: { status: 'BAD_REQUEST', message: 'The file holds no cards with both a front and a back.' },
});
