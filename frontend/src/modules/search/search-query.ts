/** Instant search rules (spec sections 2, 5, 8 and 9). Pure, so they are unit-tested. */
export const INSTANT_SEARCH_DEBOUNCE_MS = 300;
export const INSTANT_SEARCH_MAX_DOCUMENTS = 5;
export const INSTANT_SEARCH_MAX_QUESTIONS = 3;

export interface InstantDocument {
  id: string;
  slug: string;
  title: string;
}

export interface InstantQuestion {
  id: string;
  slug: string;
  question: string;
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
 * Reads a `GET /api/search/instant` body into at most 5 documents and 3 questions.
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
    if (id && slug && title) parsedDocuments.push({ id, slug, title });
  }
  const parsedQuestions: InstantQuestion[] = [];
  for (const record of asRecords(questions)) {
    const id = readString(record, 'id');
    const slug = readString(record, 'slug');
    const question = readString(record, 'question');
    if (id && slug && question) parsedQuestions.push({ id, slug, question });
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
