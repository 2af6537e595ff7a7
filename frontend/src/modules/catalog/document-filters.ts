import { DOCUMENT_SORTS, isUuid, type DocumentSort } from '@studyhub/contracts';
import { firstValue } from '../tables/query-string';

/** The browse page's URL state: every filter, the sort, the text and the page (spec: filters and sorts in the URL). */
export interface DocumentFilters {
  q?: string;
  document_type_id?: string;
  subject_id?: string;
  university_id?: string;
  course_id?: string;
  textbook_id?: string;
  sort?: DocumentSort;
  page: number;
}

export const SORT_LABELS: Record<DocumentSort, string> = {
  newest: 'Newest',
  relevance: 'Best match',
  downloads: 'Most downloaded',
  rating: 'Highest rated',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

/** Spec section 9: search and browse pages show 10 documents a page. */
export const DOCUMENTS_PAGE_SIZE = 10;

/** The sorts a visitor picks from; relevance is the default whenever there is a text query. */
export const BROWSE_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'downloads'] as const;

const ID_KEYS = ['subject_id', 'university_id', 'course_id', 'textbook_id'] as const;
const FILTER_KEYS = ['q', 'document_type_id', ...ID_KEYS] as const;
/** The API refuses longer queries; a pasted paragraph is cut rather than answered with an error page. */
const MAX_QUERY_LENGTH = 200;
/** Far past any real catalog; keeps a hand-typed page number inside what the API accepts. */
const MAX_PAGE = 100_000;

/**
 * Reads the URL's search params. Values the API would refuse (a malformed id, an unknown sort) are
 * dropped, so a hand-edited or stale link still shows the catalog instead of an error.
 */
export function parseDocumentFilters(params: Record<string, string | string[] | undefined>): DocumentFilters {
  const page = Number.parseInt(firstValue(params.page) || '1', 10);
  const filters: DocumentFilters = { page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1 };
  const q = firstValue(params.q);
  if (q) filters.q = q.slice(0, MAX_QUERY_LENGTH).trim();
  const typeId = firstValue(params.document_type_id);
  if (typeId && /^[1-9]\d{0,3}$/.test(typeId)) filters.document_type_id = typeId;
  for (const key of ID_KEYS) {
    const value = firstValue(params[key]);
    if (value && isUuid(value)) filters[key] = value.toLowerCase();
  }
  // A course only means something inside its university.
  if (!filters.university_id) delete filters.course_id;
  const sort = firstValue(params.sort);
  if (sort && (DOCUMENT_SORTS as readonly string[]).includes(sort)) filters.sort = sort as DocumentSort;
  return filters;
}

/** The query string for the API or for a page link; page 1 is left out of page links. */
export function documentFiltersQuery(
  filters: DocumentFilters,
  overrides: Partial<DocumentFilters> = {},
  limit?: number,
): string {
  const merged = { ...filters, ...overrides };
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = merged[key];
    if (value) search.set(key, value);
  }
  if (merged.sort) search.set('sort', merged.sort);
  if (merged.page > 1 || limit !== undefined) search.set('page', String(merged.page));
  if (limit !== undefined) search.set('limit', String(limit));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** How many filters narrow the list (the text query and the sort are not filters). */
export function activeFilterCount(filters: DocumentFilters): number {
  return (['document_type_id', ...ID_KEYS] as const).filter((key) => filters[key] !== undefined).length;
}

/**
 * The link a submitted filter form leads to: blanks dropped, values checked as the server would,
 * and back to the first page (new filters make the old page number meaningless).
 */
export function documentFiltersHref(path: string, entries: Iterable<[string, unknown]>): string {
  const params: Record<string, string> = {};
  for (const [key, value] of entries) if (typeof value === 'string' && !(key in params)) params[key] = value;
  return `${path}${documentFiltersQuery({ ...parseDocumentFilters(params), page: 1 })}`;
}
