import { isUuid } from '@studyhub/contracts';
import { firstParam, pageParam, pageValue, type SearchParams } from '../taxonomy/search-params';

export const TEXTBOOK_SORTS = ['title', 'popular'] as const;
export type TextbookSort = (typeof TEXTBOOK_SORTS)[number];

export const TEXTBOOK_SORT_LABELS: Record<TextbookSort, string> = {
  title: 'Title (A–Z)',
  popular: 'Most documents',
};

/** /textbooks URL state. */
export interface TextbookQuery {
  q?: string;
  subject_id?: string;
  sort?: TextbookSort;
  page: number;
}

/** The URL's textbook search; a subject that is not an id or an unknown sort is ignored, not an error. */
export function parseTextbookQuery(params: SearchParams): TextbookQuery {
  const query: TextbookQuery = { page: pageParam(params) };
  const q = firstParam(params, 'q');
  if (q) query.q = q.slice(0, 200);
  const subjectId = firstParam(params, 'subject_id');
  if (subjectId && isUuid(subjectId)) query.subject_id = subjectId;
  const sort = firstParam(params, 'sort');
  if (sort && (TEXTBOOK_SORTS as readonly string[]).includes(sort) && sort !== 'title') {
    query.sort = sort as TextbookSort;
  }
  return query;
}

function searchOf(entries: [string, string | number | undefined][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/textbooks query for one page. */
export function textbookApiQuery(query: TextbookQuery, limit: number): string {
  return searchOf([
    ['q', query.q],
    ['subject_id', query.subject_id],
    ['sort', query.sort],
    ['page', query.page],
    ['limit', limit],
  ]);
}

/** A /textbooks link with this search (page 1 has no page parameter). */
export function textbookListHref(query: TextbookQuery, overrides: Partial<TextbookQuery> = {}): string {
  const merged = { ...query, ...overrides };
  return `/textbooks${searchOf([
    ['q', merged.q],
    ['subject_id', merged.subject_id],
    ['sort', merged.sort],
    ['page', pageValue(merged.page)],
  ])}`;
}
