import type { HomeworkQuestionResponse } from '@studyhub/contracts';

/** Spec section 10: search waits 300 ms after the last keystroke. */
export const SIMILAR_SEARCH_DEBOUNCE_MS = 300;
/** Similar questions shown above the ask button. */
export const SIMILAR_QUESTIONS_LIMIT = 5;
/** The catalog's query parameter takes at most 200 characters. */
const QUERY_MAX_LENGTH = 200;

/** The text worth searching for: whitespace collapsed, cut to the API's limit; '' means none. */
export function similarSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH).trim();
}

/**
 * GET /homework-questions (catalog: full-text search over the public bank) for what the student
 * has typed, or null when it is blank and nothing should be asked.
 */
export function similarQuestionsPath(text: string, subjectId?: string | null): string | null {
  const q = similarSearchText(text);
  if (!q) return null;
  const params = new URLSearchParams({ q, page: '1', limit: String(SIMILAR_QUESTIONS_LIMIT) });
  if (subjectId) params.set('subject_id', subjectId);
  return `/homework-questions?${params.toString()}`;
}

export interface SimilarQuestion {
  id: string;
  slug: string;
  question: string;
  subject: string | null;
}

/** The rows of a search answer reduced to what the list shows; anything unreadable is left out. */
export function readSimilarQuestions(data: unknown): SimilarQuestion[] {
  if (!Array.isArray(data)) return [];
  return (data as Partial<HomeworkQuestionResponse>[])
    .filter(
      (row): row is HomeworkQuestionResponse =>
        typeof row === 'object' &&
        row !== null &&
        typeof row.id === 'string' &&
        typeof row.slug === 'string' &&
        typeof row.question === 'string',
    )
    .slice(0, SIMILAR_QUESTIONS_LIMIT)
    .map((row) => ({ id: row.id, slug: row.slug, question: row.question, subject: row.subject?.name ?? null }));
}
