import { z } from 'zod';
import { paginationQuerySchema } from './api-envelope';
import { writingCost } from './ai-pricing';
import { quotedPointsSchema } from './platform-settings';

/** The homework helper (ai-tools): a student's question, its step-by-step answer and its visibility. */

export const HOMEWORK_QUESTION_MAX_LENGTH = 5000;
/** The longest answer the model is asked for; the hold is priced on it. */
export const HOMEWORK_ANSWER_MAX_WORDS = 600;
/** Homework answers are charged at the writing rate, for the words written (ADR 0016). */
export const HOMEWORK_ANSWER_HOLD_POINTS = writingCost(HOMEWORK_ANSWER_MAX_WORDS);
/**
 * Similar questions are found before asking with catalog's GET /api/homework-questions?q=, whose
 * `q` takes at most 200 characters: the screen sends the question's first 200 (a whole question of
 * 4+ words is matched on any of its significant words, ranked by similarity).
 */
export const SIMILAR_QUESTIONS_QUERY_MAX_LENGTH = 200;
/** The similar questions shown before asking. */
export const SIMILAR_QUESTIONS_SHOWN = 5;

/** The question as catalog's search takes it: spaces collapsed, cut at a word within 200 characters. */
export function similarQuestionsQueryOf(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= SIMILAR_QUESTIONS_QUERY_MAX_LENGTH) return text;
  const cut = text.slice(0, SIMILAR_QUESTIONS_QUERY_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

export const HOMEWORK_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const HOMEWORK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type HomeworkImageType = (typeof HOMEWORK_IMAGE_TYPES)[number];

export const HOMEWORK_IMAGE_UNREADABLE_MESSAGE =
  'The configured AI model cannot read images. Please type the question instead.';

export const formattedQuestionSchema = z.object({
  blocks: z
    .array(
      z.object({
        type: z.enum(['text', 'math', 'code']),
        text: z.string().max(HOMEWORK_QUESTION_MAX_LENGTH),
      }),
    )
    .max(100),
});
export type FormattedQuestion = z.infer<typeof formattedQuestionSchema>;

const DATA_URL_PREFIX = /^data:image\/(?:png|jpeg|webp);base64,/;
const BASE64_PADDING = 61; // '='

/**
 * Whether a string is base64: letters, digits, + and /, then at most two '='. Checked by a loop, not
 * a regular expression: a pattern over a 5 MB payload can exhaust V8's regex backtracking stack.
 */
export function isBase64(text: string): boolean {
  if (text.length === 0) return false;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === BASE64_PADDING && text.length - end < 2) end -= 1;
  for (let index = 0; index < end; index += 1) {
    const code = text.charCodeAt(index);
    const isLetter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    const isDigit = code >= 48 && code <= 57;
    if (!isLetter && !isDigit && code !== 43 && code !== 47) return false;
  }
  return end > 0;
}

function isImageDataUrl(value: string): boolean {
  const prefix = DATA_URL_PREFIX.exec(value.slice(0, 40));
  return prefix !== null && isBase64(value.slice(prefix[0].length));
}

/** Bytes a base64 payload decodes to. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A base64 data URL of a PNG, JPEG or WebP image of at most 4 MB. */
export const homeworkImageSchema = z
  .string()
  .refine(isImageDataUrl, { message: 'The image must be a PNG, JPEG or WebP data URL.', abort: true })
  .refine((value) => base64DecodedBytes(value.slice(value.indexOf(',') + 1)) <= HOMEWORK_IMAGE_MAX_BYTES, {
    message: 'The image must be at most 4 MB.',
  });

/** POST /api/homework/questions */
export const askHomeworkQuestionSchema = z.object({
  question: z.string().trim().min(1).max(HOMEWORK_QUESTION_MAX_LENGTH),
  formatted_question: formattedQuestionSchema.nullish(),
  subject_id: z.uuid().nullish(),
  is_public: z.boolean(),
  /**
   * Set when the student asks for an answer to a question of the public bank (catalog's
   * GET /api/homework-questions/{slug} gives both): the answer refers to it, and making the answer
   * public adds no second copy of the question to the bank.
   */
  bank_question_slug: z.string().trim().min(1).max(200).nullish(),
  bank_question_id: z.uuid().nullish(),
  image: homeworkImageSchema.nullish(),
  /**
   * The hold the page showed: the longest answer (HOMEWORK_ANSWER_MAX_WORDS) at the writing rate of
   * GET /api/ai-tools/offer; a higher current hold is refused with 409 PRICE_CHANGED.
   */
  quoted_points: quotedPointsSchema,
});
export type AskHomeworkQuestionRequest = z.infer<typeof askHomeworkQuestionSchema>;

/** GET /api/homework/questions (the caller's own, newest first) */
export const homeworkQuestionsQuerySchema = paginationQuerySchema;

/** PATCH /api/homework/questions/{slug} */
export const updateHomeworkQuestionSchema = z.object({ is_public: z.boolean() });
export type UpdateHomeworkQuestionRequest = z.infer<typeof updateHomeworkQuestionSchema>;

export const MATH_CHECK_KINDS = ['arithmetic', 'equation', 'solution'] as const;
export type MathCheckKind = (typeof MATH_CHECK_KINDS)[number];

/** 'verified' only when the math engine confirmed the step; 'mismatch' when it found it wrong. */
export const STEP_VERIFICATIONS = ['verified', 'unverified', 'mismatch'] as const;
export type StepVerification = (typeof STEP_VERIFICATIONS)[number];

export interface HomeworkStepCheck {
  kind: MathCheckKind;
  /** mathjs syntax: `a = b` (arithmetic, equation) or `equation; x = 2; y = 3` (solution). */
  expression: string;
}

export interface HomeworkAnswerStep {
  title: string;
  /** Markdown with $...$ and $$...$$ LaTeX. */
  body_markdown: string;
  check?: HomeworkStepCheck;
  verification: StepVerification;
}

export interface HomeworkAnswer {
  steps: HomeworkAnswerStep[];
  final_answer_markdown: string;
}

export interface HomeworkQuestionDetail {
  id: string;
  slug: string;
  question: string;
  formatted_question: FormattedQuestion | null;
  subject_id: string | null;
  is_public: boolean;
  /** The bank question (catalog) this answers, when the student picked one. */
  bank_question_id: string | null;
  /** True when the signed-in caller asked it (may change visibility or delete). */
  is_owner: boolean;
  answer: HomeworkAnswer;
  /** The answer rendered server-side: sanitised HTML with KaTeX math. */
  answer_html: string;
  /** True when at least one step was found wrong by the math engine. */
  has_mismatch: boolean;
  /**
   * Who produced the answer: the model alone (`llm`), or the model with the math engine checking
   * its steps (`hybrid`).
   */
  engine: 'llm' | 'hybrid';
  model: string;
  points_charged: number;
  created_at: string;
}

/** One row of the caller's list. */
export interface HomeworkQuestionSummary {
  id: string;
  slug: string;
  question: string;
  subject_id: string | null;
  is_public: boolean;
  created_at: string;
}
