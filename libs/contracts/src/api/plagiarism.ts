import { z } from 'zod';
import { FIXED_AI_ACTION_COSTS } from './ai-pricing';
import { quotedPointsSchema } from './platform-settings';

/**
 * The plagiarism checker (POST /api/plagiarism; ai-tools, ADR 0022). It compares a text, or the
 * text of the student's uploaded study file, with Studyhub's own collections: approved documents,
 * public homework questions, and submissions their authors agreed to keep. The report gives a
 * similarity percentage and each matching passage beside its source; it never gives a verdict.
 */

export const PLAGIARISM_CHECK_POINTS = FIXED_AI_ACTION_COSTS.plagiarism_check;
/** Fewer words have too few n-grams to compare. */
export const PLAGIARISM_MIN_WORDS = 20;
/** About 30 pages; a longer text is refused before anything is charged. */
export const PLAGIARISM_MAX_CHARACTERS = 100_000;

export const PLAGIARISM_SOURCE_TYPES = ['document', 'question', 'submission'] as const;
export type PlagiarismSourceType = (typeof PLAGIARISM_SOURCE_TYPES)[number];

/** How a kept submission is named in every report: never its author. */
export const PLAGIARISM_SUBMISSION_TITLE = 'A submission checked on Studyhub';

export function plagiarismTooShortMessage(words: number): string {
  return `The check needs at least ${PLAGIARISM_MIN_WORDS} words; yours has ${words}. Nothing was charged.`;
}

export const plagiarismCheckRequestSchema = z
  .object({
    text: z
      .string()
      .max(PLAGIARISM_MAX_CHARACTERS, `At most ${PLAGIARISM_MAX_CHARACTERS.toLocaleString('en-US')} characters.`)
      .optional(),
    study_file_id: z.uuid({ message: 'study_file_id must be the id of one of your uploaded files.' }).optional(),
    /** The student agrees that this text is kept and compared with later checks (never shown as theirs). */
    keep_for_future_checks: z.boolean().default(false),
    /** Quotations and the works cited are left out of the similarity unless asked for. */
    include_quotes: z.boolean().default(false),
    include_bibliography: z.boolean().default(false),
    /** The price the page showed (GET /api/ai-tools/offer); a higher current price is refused with 409 PRICE_CHANGED. */
    quoted_points: quotedPointsSchema,
  })
  .refine((body) => (body.text !== undefined && body.text.trim() !== '') !== (body.study_file_id !== undefined), {
    message: 'Paste a text or choose an uploaded file (one of the two).',
    path: ['text'],
  });
export type PlagiarismCheckRequest = z.infer<typeof plagiarismCheckRequestSchema>;

export interface PlagiarismSourceRef {
  type: PlagiarismSourceType;
  id: string;
  title: string;
  /** The source's page on Studyhub; null for a kept submission. */
  url: string | null;
}

export interface PlagiarismMatch {
  source: PlagiarismSourceRef;
  /** The input's matching passage, and where it stands in the input (character offsets, end exclusive). */
  passage: string;
  start: number;
  end: number;
  /** The source's matching passage. */
  source_passage: string;
  /** The passage's share of the input's checked words, in percent. */
  similarity: number;
  /** Quoted or in the works cited (reported apart, not counted); null when it counts. */
  excluded_as: 'quote' | 'bibliography' | null;
}

export interface PlagiarismCollection {
  type: PlagiarismSourceType;
  label: string;
  count: number;
}

export interface PlagiarismReport {
  /** Share of the checked words inside matching passages, in percent (one decimal). */
  similarity: number;
  /** Counted matches first in input order; then the quoted and works-cited ones. */
  matches: PlagiarismMatch[];
  collections: PlagiarismCollection[];
  /** The text that was checked (the file's text for an upload): offsets point into it. */
  text: string;
  words_total: number;
  /** Words outside quotations and the works cited (or all of them when those were included). */
  words_checked: number;
  kept_for_future_checks: boolean;
  points_charged: number;
  balance: number;
}

/** The flag on an upload that copies approved documents, as the moderation queue shows it (catalog). */
export interface DocumentSimilarityFlag {
  /** Share of the upload's words matching approved documents, in percent. */
  similarity: number;
  matched_documents: { document_id: string; title: string; similarity: number }[];
  flagged_at: string;
}
