import { BLOG_LIMITS } from '@studyhub/contracts';
import { firstValue } from '../tables/query-string';

export interface BlogQuery {
  page: number;
  category?: string;
  tag?: string;
  author?: string;
  q?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The first value, cut to what the API accepts; '' when blank. */
const boundedValue = (value: string | string[] | undefined): string => firstValue(value).slice(0, 200);

/** /blog's query: page (from 1), category, tag and author slugs, and the search text. */
export function parseBlogQuery(params: SearchParams): BlogQuery {
  const page = Number.parseInt(boundedValue(params.page) || '1', 10);
  const query: BlogQuery = { page: Number.isFinite(page) && page >= 1 ? page : 1 };
  for (const key of ['category', 'tag', 'author', 'q'] as const) {
    const value = boundedValue(params[key]);
    if (value) query[key] = value;
  }
  return query;
}

export function isFiltered(query: BlogQuery): boolean {
  return Boolean(query.category || query.tag || query.author || query.q);
}

function search(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['category', 'tag', 'author', 'q'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API path of one page of posts. */
export function blogListApiPath(query: BlogQuery): string {
  return `/blog/posts${search(query)}`;
}

/** A /blog link: the current filters changed by `change` (a new filter starts again at page 1). */
export function blogHref(query: BlogQuery, change: Partial<BlogQuery> = {}): string {
  const page = change.page ?? (Object.keys(change).length > 0 ? 1 : query.page);
  return `/blog${search({ ...query, ...change, page })}`;
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_LIMITS.perPage));
}

/** "March 2, 2026" */
export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
