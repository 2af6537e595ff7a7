import type { SortOrder } from '@studyhub/contracts';
import { firstParam, pageParam, pageValue, type SearchParams } from '../taxonomy/search-params';
import { isUniversityCategory, type UniversityCategory } from './university-categories';

export const UNIVERSITY_SORTS = ['name', 'document_count', 'courses_count'] as const;
export type UniversitySort = (typeof UNIVERSITY_SORTS)[number];

export const UNIVERSITY_SORT_LABELS: Record<UniversitySort, string> = {
  name: 'Name',
  document_count: 'Documents',
  courses_count: 'Courses',
};

/** Names read A to Z; counts read largest first. */
export function defaultSortOrder(sortBy: UniversitySort): SortOrder {
  return sortBy === 'name' ? 'asc' : 'desc';
}

/** /universities URL state. */
export interface UniversityQuery {
  search?: string;
  /** ISO 3166 alpha-2, upper case. */
  country?: string;
  category?: UniversityCategory;
  sortBy: UniversitySort;
  sortOrder: SortOrder;
  page: number;
}

/** The URL's university search; values the catalog would refuse are dropped rather than shown as errors. */
export function parseUniversityQuery(params: SearchParams): UniversityQuery {
  const rawSort = firstParam(params, 'sortBy');
  const sortBy =
    rawSort && (UNIVERSITY_SORTS as readonly string[]).includes(rawSort) ? (rawSort as UniversitySort) : 'name';
  const rawOrder = firstParam(params, 'sortOrder');
  const sortOrder: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaultSortOrder(sortBy);
  const query: UniversityQuery = { sortBy, sortOrder, page: pageParam(params) };
  const search = firstParam(params, 'search');
  if (search) query.search = search.slice(0, 200);
  const country = firstParam(params, 'country');
  if (country && /^[A-Za-z]{2}$/.test(country)) query.country = country.toUpperCase();
  const category = firstParam(params, 'category')?.toLowerCase();
  if (category && isUniversityCategory(category)) query.category = category;
  return query;
}

function searchOf(entries: [string, string | number | undefined][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/universities query for one page. */
export function universityApiQuery(query: UniversityQuery, limit: number): string {
  return searchOf([
    ['search', query.search],
    ['country', query.country],
    ['category', query.category],
    ['page', query.page],
    ['limit', limit],
    ['sortBy', query.sortBy],
    ['sortOrder', query.sortOrder],
  ]);
}

/** A /universities link with this search; defaults (name A to Z, page 1) stay out of the URL. */
export function universityListHref(query: UniversityQuery, overrides: Partial<UniversityQuery> = {}): string {
  const merged = { ...query, ...overrides };
  return `/universities${searchOf([
    ['search', merged.search],
    ['country', merged.country],
    ['category', merged.category],
    ['sortBy', merged.sortBy === 'name' ? undefined : merged.sortBy],
    ['sortOrder', merged.sortOrder === defaultSortOrder(merged.sortBy) ? undefined : merged.sortOrder],
    ['page', pageValue(merged.page)],
  ])}`;
}
