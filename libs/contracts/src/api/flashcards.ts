import { z } from 'zod';
import { paginationQuerySchema } from './api-envelope';
import { quotedPointsSchema } from './platform-settings';

/**
 * The flashcard maker (ai-tools): decks of cards made by hand, imported, or generated from a text
 * or a document; studied with FSRS spaced repetition on a schedule that belongs to (user, card).
 */

export const FLASHCARD_TEXT_MAX_LENGTH = 2000;
export const FLASHCARD_TAG_MAX_LENGTH = 40;
export const FLASHCARD_DECK_MAX_CARDS = 1000;
export const FLASHCARD_GENERATE_MAX_CARDS = 50;
export const FLASHCARD_GENERATE_DEFAULT_CARDS = 10;
/** Pasted text for generation: about 40 pages. */
export const FLASHCARD_SOURCE_TEXT_MAX_LENGTH = 100_000;
export const FLASHCARD_SOURCE_TEXT_MIN_LENGTH = 40;
export const FLASHCARD_RETENTION_MIN = 0.7;
export const FLASHCARD_RETENTION_MAX = 0.97;
export const FLASHCARD_RETENTION_DEFAULT = 0.9;
export const FLASHCARD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FLASHCARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** An import file (CSV or .apkg). */
export const FLASHCARD_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const FLASHCARD_DECK_NOT_FOUND_MESSAGE = 'Deck not found';
export const FLASHCARD_NOTHING_GENERATED_MESSAGE =
  'No flashcards could be made from this text: it holds no terms with a definition or explanation. Nothing was charged.';

export const FLASHCARD_VISIBILITIES = ['private', 'public'] as const;
export type FlashcardVisibility = (typeof FLASHCARD_VISIBILITIES)[number];

/** FSRS ratings, as the study screens name them. */
export const FLASHCARD_RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type FlashcardRating = 1 | 2 | 3 | 4;
export const FLASHCARD_CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardCardState = (typeof FLASHCARD_CARD_STATES)[number];

const cardText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${what} cannot be empty.`)
    .max(FLASHCARD_TEXT_MAX_LENGTH, `The ${what} can have at most ${FLASHCARD_TEXT_MAX_LENGTH} characters.`);

const tagsSchema = z.array(z.string().trim().min(1).max(FLASHCARD_TAG_MAX_LENGTH)).max(20).default([]);

export const flashcardInputSchema = z.object({
  front: cardText('front'),
  back: cardText('back'),
  tags: tagsSchema,
});
export type FlashcardInput = z.infer<typeof flashcardInputSchema>;

/** A card in a whole-deck save: with its id it is kept (schedule, image, source), without it is new. */
export const flashcardSaveSchema = flashcardInputSchema.extend({ id: z.uuid().optional() });

const retentionSchema = z
  .number()
  .min(FLASHCARD_RETENTION_MIN, `Desired retention is at least ${FLASHCARD_RETENTION_MIN}.`)
  .max(FLASHCARD_RETENTION_MAX, `Desired retention is at most ${FLASHCARD_RETENTION_MAX}.`);

const deckFields = {
  title: z.string().trim().min(1, 'Please give the deck a title.').max(200),
  description: z.string().trim().max(2000).default(''),
  subject: z.string().trim().max(100).default(''),
  visibility: z.enum(FLASHCARD_VISIBILITIES).default('private'),
  desired_retention: retentionSchema.default(FLASHCARD_RETENTION_DEFAULT),
};

export const createFlashcardDeckSchema = z.object({
  ...deckFields,
  cards: z.array(flashcardInputSchema).max(FLASHCARD_DECK_MAX_CARDS).default([]),
});
export type CreateFlashcardDeckRequest = z.infer<typeof createFlashcardDeckSchema>;

/**
 * PUT /flashcards/decks/{id}: the deck's settings and, when `cards` is given, its whole card list in
 * order (cards left out are deleted; cards with an id keep their schedule, image and source).
 */
export const updateFlashcardDeckSchema = z.object({
  ...deckFields,
  cards: z.array(flashcardSaveSchema).max(FLASHCARD_DECK_MAX_CARDS).optional(),
});
export type UpdateFlashcardDeckRequest = z.infer<typeof updateFlashcardDeckSchema>;

export const reorderFlashcardsSchema = z.object({
  card_ids: z.array(z.uuid()).min(1).max(FLASHCARD_DECK_MAX_CARDS),
});

export const flashcardDecksQuerySchema = paginationQuerySchema;

export const generateFlashcardsSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(FLASHCARD_SOURCE_TEXT_MIN_LENGTH, `Please paste at least ${FLASHCARD_SOURCE_TEXT_MIN_LENGTH} characters.`)
      .max(
        FLASHCARD_SOURCE_TEXT_MAX_LENGTH,
        `The text can have at most ${FLASHCARD_SOURCE_TEXT_MAX_LENGTH} characters.`,
      )
      .optional(),
    document_id: z.uuid().optional(),
    study_file_id: z.uuid().optional(),
    count: z.number().int().min(1).max(FLASHCARD_GENERATE_MAX_CARDS).default(FLASHCARD_GENERATE_DEFAULT_CARDS),
    /** Add the cards to this deck of the caller's; else a new deck is made. */
    deck_id: z.uuid().optional(),
    /** The new deck's title; else one is made from the source. */
    title: z.string().trim().min(1).max(200).optional(),
    /** The price the page showed for `count`; a higher current price is refused with 409 PRICE_CHANGED. */
    quoted_points: quotedPointsSchema,
  })
  .refine(
    (body) => [body.text, body.document_id, body.study_file_id].filter((value) => value !== undefined).length === 1,
    { message: 'Give exactly one of text, document_id or study_file_id.', path: ['text'] },
  );
export type GenerateFlashcardsRequest = z.infer<typeof generateFlashcardsSchema>;

export const reviewFlashcardSchema = z.object({
  card_id: z.uuid(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type ReviewFlashcardRequest = z.infer<typeof reviewFlashcardSchema>;

/** Where a generated card came from. */
export type FlashcardSource =
  { kind: 'document' | 'study-file'; id: string; title: string; page_from: number; page_to: number } | { kind: 'text' };

/** The caller's own schedule of a card; null while the caller never studied it. */
export interface FlashcardSchedule {
  state: FlashcardCardState;
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduled_days: number;
  last_review: string | null;
}

export interface Flashcard {
  id: string;
  position: number;
  front: string;
  back: string;
  tags: string[];
  /** A signed address valid for an hour (card images are private files). */
  image_url: string | null;
  source: FlashcardSource | null;
  schedule: FlashcardSchedule | null;
}

export interface FlashcardDeckSummary {
  id: string;
  slug: string | null;
  title: string;
  description: string;
  subject: string;
  visibility: FlashcardVisibility;
  desired_retention: number;
  card_count: number;
  /** Cards the caller studied whose review is due now. */
  due_count: number;
  /** Cards the caller never studied. */
  new_count: number;
  is_owner: boolean;
  created_at: string;
  updated_at: string;
}

export interface FlashcardDeckDetail extends FlashcardDeckSummary {
  cards: Flashcard[];
}

export interface GeneratedFlashcards {
  deck: FlashcardDeckDetail;
  generated: number;
  /** Cards the model wrote that their cited passage did not support. */
  dropped: number;
  engine: 'offline' | 'llm';
  model: string | null;
  points_charged: number;
  balance: number;
}

export interface FlashcardReviewResult {
  card_id: string;
  rating: FlashcardRating;
  schedule: FlashcardSchedule;
}

export interface FlashcardImportResult {
  deck: FlashcardDeckDetail;
  imported: number;
  skipped: number;
}

export const FLASHCARD_EXPORT_FORMATS = ['csv', 'apkg'] as const;
export type FlashcardExportFormat = (typeof FLASHCARD_EXPORT_FORMATS)[number];
export const flashcardExportQuerySchema = z.object({ format: z.enum(FLASHCARD_EXPORT_FORMATS).default('csv') });
export const flashcardDueQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
