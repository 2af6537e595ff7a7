/** Instant search rules (spec sections 2, 5, 8 and 9). Pure, so they are unit-tested. */
export const INSTANT_SEARCH_DEBOUNCE_MS = 300;
export const INSTANT_SEARCH_MAX_DOCUMENTS = 5;
export const INSTANT_SEARCH_MAX_QUESTIONS = 3;

export interface InstantDocument {
  id: string;
  slug: string;
  title: string;
  /** Type and subject, e.g. "Class Notes · Biology". */
  detail?: string;
}

export interface InstantQuestion {
  id: string;
  slug: string;
  question: string;
  /** The question's subject, e.g. "Mathematics". */
  detail?: string;
}

export interface InstantResults {
  documents: InstantDocument[];
  questions: InstantQuestion[];
}

export const EMPTY_INSTANT_RESULTS: InstantResults = { documents: [], questions: [] };

export function normalizeSearchQuery(query: string): string {
  return query.trim();
}

/** Empty or whitespace-only queries never reach the server. */
export function isSearchableQuery(query: string): boolean {
  return normalizeSearchQuery(query).length > 0;
}

export function buildInstantSearchUrl(query: string): string {
  return `/api/search/instant?${new URLSearchParams({ q: normalizeSearchQuery(query) }).toString()}`;
}

/** Where submitting the search form goes, or null when the trimmed query is empty. */
export function buildSearchPageHref(query: string): string | null {
  if (!isSearchableQuery(query)) return null;
  return `/search?${new URLSearchParams({ q: normalizeSearchQuery(query) }).toString()}`;
}

export function buildNoResultsMessage(query: string): string {
  return `No results found for "${normalizeSearchQuery(query)}"`;
}

function readString(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function asRecords(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    : [];
}

/**
 * Reads a `GET /api/search/instant` body (InstantSearchResponse in @studyhub/contracts) into at most 5 documents and 3 questions.
 * Anything unexpected yields empty lists: a failed instant search is shown as "no results".
 */
export function parseInstantResults(body: unknown): InstantResults {
  if (typeof body !== 'object' || body === null) return EMPTY_INSTANT_RESULTS;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return EMPTY_INSTANT_RESULTS;
  const { documents, questions } = data as { documents?: unknown; questions?: unknown };

  const parsedDocuments: InstantDocument[] = [];
  for (const record of asRecords(documents)) {
    const id = readString(record, 'id');
    const slug = readString(record, 'slug');
    const title = readString(record, 'title');
    const detail = [readString(record, 'document_type'), readString(record, 'subject')].filter(Boolean).join(' · ');
    if (id && slug && title) parsedDocuments.push({ id, slug, title, ...(detail ? { detail } : {}) });
  }
  const parsedQuestions: InstantQuestion[] = [];
  for (const record of asRecords(questions)) {
    const id = readString(record, 'id');
    const slug = readString(record, 'slug');
    const question = readString(record, 'question');
    const detail = readString(record, 'subject');
    if (id && slug && question) parsedQuestions.push({ id, slug, question, ...(detail ? { detail } : {}) });
  }
  return {
    documents: parsedDocuments.slice(0, INSTANT_SEARCH_MAX_DOCUMENTS),
    questions: parsedQuestions.slice(0, INSTANT_SEARCH_MAX_QUESTIONS),
  };
}

export function documentHref(document: InstantDocument): string {
  return `/documents/${encodeURIComponent(document.slug)}`;
}

export function questionHref(question: InstantQuestion): string {
  return `/ai-homework-helper/${encodeURIComponent(question.slug)}`;
}

/**
 * The suggestion made active by an arrow key (ARIA combobox: the options wrap around, and -1 means
 * none, with the caret back in the text). Null for any other key.
 */
export function activeIndexAfterKey(current: number, key: string, optionCount: number): number | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  if (optionCount === 0) return -1;
  if (key === 'ArrowDown') return current >= optionCount - 1 ? 0 : current + 1;
  return current <= 0 ? optionCount - 1 : current - 1;
}
