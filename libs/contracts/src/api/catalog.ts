import { z } from 'zod';
import { paginationQuerySchema } from './api-envelope';
import { isUuid, type CourseLevel, type UniversityType } from './catalog-reference';

/**
 * Documents, taxonomy, search and the library (spec sections 2, 3, 7 and 9; API.md "Catalog").
 * Prices: `price` is US dollars with cents (stored as integer cents), `points_price` whole points.
 */

/** Fixed ids: they are part of the contract (spec section 3, "fixed ids"). */
export const DOCUMENT_STATUS_IDS = {
  APPROVED: 1,
  PENDING: 2,
  DELETED: 3,
  REJECTED: 4,
  SOFT_REJECT: 5,
} as const;
export type DocumentStatus = keyof typeof DOCUMENT_STATUS_IDS;
export const DOCUMENT_STATUSES = Object.keys(DOCUMENT_STATUS_IDS) as DocumentStatus[];

/** The 10 document types of spec section 3, with their fixed ids (1..10 in this order). */
export const DOCUMENT_TYPE_NAMES = [
  'Past Exams',
  'Flashcards',
  'Practice Problems',
  'Exam Guides',
  'Textbook Guides',
  'Chapter Summary',
  'Class Notes',
  'Quick Guides',
  'Lab Notes',
  'Certification Guides',
] as const;

export const POINTS_PER_USD = 10;
/** Spec section 9: the points price falls back to price times 10, rounded. */
export function pointsForPriceCents(priceCents: number): number {
  return Math.round((priceCents * POINTS_PER_USD) / 100);
}

export const DOCUMENT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'downloads', 'relevance'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

export const LIBRARY_TABS = ['all', 'uploads', 'purchased', 'saved', 'recent'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

export const SEARCH_LIMITS = {
  instantDocuments: 5,
  instantQuestions: 3,
  relatedDocuments: 10,
  featuredDefault: 5,
  libraryFetchLimit: 100,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const optionalUuid = (label: string) =>
  optionalText(64).refine((value) => value === undefined || isUuid(value), `${label} must be an id.`);

const optionalTypeId = z
  .union([z.literal(''), z.coerce.number().int().min(1).max(1000)])
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** GET /api/documents: browse and text search. `q` absent or blank means no text filter. */
export const documentListQuerySchema = paginationQuerySchema.extend({
  q: optionalText(200),
  document_type_id: optionalTypeId,
  subject_id: optionalUuid('Subject'),
  university_id: optionalUuid('University'),
  course_id: optionalUuid('Course'),
  textbook_id: optionalUuid('Textbook'),
  /** Default: relevance when `q` is given, newest otherwise. */
  sort: z.enum(DOCUMENT_SORTS, { message: `Must be one of ${DOCUMENT_SORTS.join(', ')}.` }).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** GET /api/documents/featured */
export const featuredDocumentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(SEARCH_LIMITS.featuredDefault),
});

/** GET /api/search/instant: blank `q` answers empty lists (spec section 5). */
export const instantSearchQuerySchema = z.object({ q: z.string().max(200).optional().default('') });

/** GET /api/homework-questions */
export const homeworkQuestionListQuerySchema = paginationQuerySchema.extend({
  q: optionalText(200),
  subject_id: optionalUuid('Subject'),
});

/** GET /api/textbooks */
export const textbookListQuerySchema = paginationQuerySchema.extend({
  q: optionalText(200),
  subject_id: optionalUuid('Subject'),
  sort: z.enum(['title', 'popular']).default('title'),
});

/** GET /api/library */
export const libraryQuerySchema = z.object({
  tab: z.enum(LIBRARY_TABS, { message: `Must be one of ${LIBRARY_TABS.join(', ')}.` }).default('all'),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.libraryFetchLimit).default(SEARCH_LIMITS.libraryFetchLimit),
});

/** POST /api/documents (seller): metadata; the file follows on PUT /api/uploads/{id}. */
export const createDocumentSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Title must be at least 3 characters.')
    .max(200, 'Title must be at most 200 characters.'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters.').default(''),
  document_type_id: z.coerce.number().int().min(1, 'Choose a document type.'),
  subject_id: z.uuid('Choose a subject.'),
  university_id: z.uuid().nullable().optional(),
  course_id: z.uuid().nullable().optional(),
  textbook_id: z.uuid().nullable().optional(),
  /** US dollars; 0 makes the document free. */
  price: z.coerce
    .number()
    .min(0, 'Price cannot be negative.')
    .max(1000, 'Price must be at most 1000 USD.')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Price must have at most two decimals.'),
});
export type CreateDocumentInput = z.infer<typeof createDocumentSchema>;

/** PUT /api/documents/{id or slug}/price: the seller sets a new price (US dollars, as at creation). */
export const changeDocumentPriceSchema = createDocumentSchema.pick({ price: true }).required();
export type ChangeDocumentPriceInput = z.infer<typeof changeDocumentPriceSchema>;

/** What a price change answers. */
export interface DocumentPriceResponse {
  id: string;
  price: number;
  points_price: number;
}

/** POST /api/admin/documents/{id}/approve | /reject | /delete */
export const moderationSchema = z.object({
  reason: z.string().trim().max(2000, 'Reason must be at most 2000 characters.').optional().default(''),
  /** On reject: a soft rejection (SOFT_REJECT) lets the seller fix and resubmit. */
  soft: z.boolean().optional().default(false),
});
export const rejectionSchema = moderationSchema.extend({
  reason: z.string().trim().min(3, 'Give the seller a reason.').max(2000, 'Reason must be at most 2000 characters.'),
});

/** POST /api/documents/{id}/views (record_document_view) */
export const documentViewSchema = z.object({
  page_number: z.coerce.number().int().min(1).max(100000).default(1),
  progress: z.coerce.number().min(0).max(100).default(0),
  device_info: z
    .object({ user_agent: z.string().max(500).optional(), platform: z.string().max(100).optional() })
    .partial()
    .default({}),
});

/** GET /api/documents/mine/views?days=: how often others opened the caller's documents. */
export const sellerViewsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});
export interface SellerViews {
  total: number;
  /** One entry per day of the period, oldest first, days without views included. */
  daily: { date: string; views: number }[];
}

/** POST /api/documents/{id}/reviews */
export const documentReviewSchema = z.object({
  rating: z.coerce
    .number()
    .int('Rating must be a whole number from 1 to 5.')
    .min(1, 'Rating must be from 1 to 5.')
    .max(5, 'Rating must be from 1 to 5.'),
  comment: z.string().trim().max(2000, 'Comment must be at most 2000 characters.').optional().default(''),
});

export interface DocumentTypeResponse {
  id: number;
  name: string;
  slug: string;
  description: string;
  document_count: number;
}

export interface DocumentStatusResponse {
  id: number;
  name: DocumentStatus;
  display_name: string;
  color: string;
  icon: string;
}

export interface SubjectResponse {
  id: string;
  name: string;
  acronym: string;
  slug: string;
  icon_name: string;
  color: string;
  description: string;
  /** Approved documents only. */
  document_count: number;
  download_count: number;
}

export interface TextbookResponse {
  id: string;
  slug: string;
  title: string;
  author: string;
  publisher: string | null;
  edition: string | null;
  rating: number | null;
  description: string;
  isbn: string | null;
  publication_year: number | null;
  cover_image: string | null;
  subject_id: string | null;
  subject: Pick<SubjectResponse, 'id' | 'name' | 'slug'> | null;
  document_count: number;
  created_at: string;
}

/** A document as a card: lists, search, featured, related, library. */
export interface DocumentSummary {
  id: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  points_price: number;
  download_count: number;
  view_count: number;
  average_rating: number;
  review_count: number;
  page_count: number | null;
  card_image_path: string | null;
  status: DocumentStatus;
  created_at: string;
  published_at: string | null;
  document_type: { id: number; name: string };
  subject: { id: string; name: string; slug: string; icon_name: string; color: string } | null;
  university: { id: string; name: string; slug: string; logo_url: string | null } | null;
  course: { id: string; name: string; slug: string; level: CourseLevel } | null;
  textbook: { id: string; title: string; author: string; slug: string } | null;
  user: { id: string; full_name: string; avatar_url: string | null };
}

/** GET /api/documents/mine: the seller's own uploads, with what moderation and processing said. */
export interface OwnDocumentSummary extends DocumentSummary {
  moderation_reason: string | null;
  /** Why the last file was refused by processing; null once a file is processed. */
  processing_error: string | null;
}

/** GET /api/documents/{id or slug} */
export interface DocumentDetail extends DocumentSummary {
  preview_file_path: string | null;
  preview_page_count: number | null;
  approved_at: string | null;
  updated_at: string;
  /** The caller owns it (uploaded) or bought it. */
  is_purchased: boolean;
  is_owner: boolean;
  is_bookmarked: boolean;
  /** The caller's own review, when there is one. */
  my_review: DocumentReviewResponse | null;
  /** True when the caller bought it and has not reviewed it yet. */
  can_review: boolean;
  /** Only for the owner and admins. */
  moderation_reason?: string | null;
  university_type?: UniversityType | null;
}

export interface DocumentReviewResponse {
  id: string;
  rating: number;
  comment: string;
  created_at: string;
  user: { id: string; full_name: string; avatar_url: string | null };
}

/** GET /api/search/instant */
export interface InstantSearchResponse {
  documents: { id: string; slug: string; title: string; document_type: string; subject: string | null }[];
  questions: { id: string; slug: string; question: string; subject: string | null }[];
}

export interface HomeworkQuestionResponse {
  id: string;
  slug: string;
  question: string;
  formatted_question: { blocks: { type: 'text' | 'math' | 'code'; text: string }[] } | null;
  is_public: boolean;
  created_at: string;
  subject: { id: string; name: string; slug: string } | null;
  user: { id: string; full_name: string } | null;
}

/** GET /api/library */
export interface LibraryResponse {
  tab: LibraryTab;
  documents: (DocumentSummary & {
    /** How the caller holds it: own upload, purchase, or neither (saved or viewed). */
    relation: 'owned' | 'purchased' | 'none';
    is_bookmarked: boolean;
    last_viewed_at: string | null;
    progress: number | null;
    /** The caller's own uploads only: what moderation said, and why processing refused the last file. */
    moderation_reason: string | null;
    processing_error: string | null;
  })[];
  counts: { all: number; uploads: number; purchasedCount: number; savedCount: number; viewedCount: number };
}

/** POST /api/documents/{id}/bookmark */
export interface BookmarkResponse {
  bookmarked: boolean;
}

/** POST /api/documents (201) */
export interface CreatedDocumentResponse {
  id: string;
  slug: string;
  status: 'PENDING';
}

/** GET /api/documents/{id}/reviews */
export type DocumentReviewList = DocumentReviewResponse[];
