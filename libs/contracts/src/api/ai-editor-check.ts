import { z } from 'zod';

/**
 * POST /api/editor/check: the editor's offline checks (no model, no points). Offsets and lengths
 * count UTF-16 code units of the submitted text, which is what a browser's string indices count.
 */

export const EDITOR_CHECK_MAX_CHARS = 50_000;

export const editorCheckRequestSchema = z.object({
  text: z
    .string()
    .min(1, 'Please enter some text to check.')
    .max(EDITOR_CHECK_MAX_CHARS, `Text must be at most ${EDITOR_CHECK_MAX_CHARS.toLocaleString('en-US')} characters.`),
  /** The writer's own dictionary (names, jargon), kept by the client: never flagged as misspelled. */
  user_words: z.array(z.string().trim().min(1).max(100)).max(1_000).optional(),
});
export type EditorCheckRequest = z.infer<typeof editorCheckRequestSchema>;

export const EDITOR_ISSUE_CATEGORIES = [
  'spelling',
  'grammar',
  'confusable',
  'article',
  'repetition',
  'passive-voice',
  'readability',
] as const;
export type EditorIssueCategory = (typeof EDITOR_ISSUE_CATEGORIES)[number];

/** `error`: almost surely wrong; `warning`: probably wrong; `suggestion`: style, the writer decides. */
export const EDITOR_ISSUE_SEVERITIES = ['error', 'warning', 'suggestion'] as const;
export type EditorIssueSeverity = (typeof EDITOR_ISSUE_SEVERITIES)[number];

export const editorIssueSchema = z.object({
  /** Stable for the same finding in the same text, so a client can dismiss it. */
  id: z.string(),
  category: z.enum(EDITOR_ISSUE_CATEGORIES),
  message: z.string(),
  offset: z.number().int().min(0),
  length: z.number().int().min(0),
  /** One-click fixes, best first; each replaces `length` units at `offset`. Empty: no automatic fix. */
  replacements: z.array(z.string()),
  severity: z.enum(EDITOR_ISSUE_SEVERITIES),
});
export type EditorIssue = z.infer<typeof editorIssueSchema>;

export const editorReadabilitySchema = z.object({
  /** Flesch-Kincaid grade level; null for text without a sentence of words. */
  flesch_kincaid_grade: z.number().nullable(),
  word_count: z.number().int().min(0),
  sentence_count: z.number().int().min(0),
  syllable_count: z.number().int().min(0),
});
export type EditorReadability = z.infer<typeof editorReadabilitySchema>;

export const editorCheckResponseSchema = z.object({
  engine: z.literal('offline'),
  issues: z.array(editorIssueSchema),
  readability: editorReadabilitySchema,
});
export type EditorCheckResponse = z.infer<typeof editorCheckResponseSchema>;
