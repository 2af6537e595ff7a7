import { ADMIN_BLOG_COMMENT_SORTS, ADMIN_BLOG_POST_SORTS } from '@studyhub/contracts';
import { hrefWithSort, pageSortEntries, parseTableSort, sortQueryEntries, type TableSort } from '../../tables/sorting';
import { queryOf, firstValue, type QueryValue } from '../../tables/query-string';

export const BLOG_ADMIN_PATH = '/admin/blog-management';
export const BLOG_ADMIN_PAGE_SIZE = 20;
/** The API's limit for a search; a longer one is cut rather than refused. */
const SEARCH_MAX_LENGTH = 200;

export const POST_FILTERS = ['all', 'draft', 'scheduled', 'published'] as const;
export type PostFilter = (typeof POST_FILTERS)[number];
export const COMMENT_FILTERS = ['pending', 'approved', 'rejected'] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

/** Latest publication (or, for a draft without a date, latest change) first, as the API orders posts. */
export const POSTS_DEFAULT_SORT: TableSort = { by: 'published_at', order: 'desc' };

/** Pending comments wait oldest first (a queue); approved and rejected ones show the newest first. */
export const commentsDefaultSort = (status: CommentFilter): TableSort => ({
  by: 'created_at',
  order: status === 'pending' ? 'asc' : 'desc',
});

type Query = Record<string, QueryValue>;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function pageOf(query: Query): number {
  const page = Number.parseInt(firstValue(query.page), 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export interface PostListFilters {
  status: PostFilter;
  q: string;
  page: number;
  sort: TableSort;
}

/** Reads the posts tab's state filter, search, order and page; anything unknown falls back to its default. */
export function parsePostFilters(query: Query): PostListFilters {
  return {
    status: oneOf(POST_FILTERS, firstValue(query.status), 'all'),
    q: firstValue(query.q).slice(0, SEARCH_MAX_LENGTH),
    page: pageOf(query),
    sort: parseTableSort(query, ADMIN_BLOG_POST_SORTS, POSTS_DEFAULT_SORT),
  };
}

/** GET /api/admin/blog/posts for the filters. */
export function postsApiQuery(filters: PostListFilters): string {
  return `/admin/blog/posts${queryOf([
    ['status', filters.status === 'all' ? null : filters.status],
    ['q', filters.q],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', BLOG_ADMIN_PAGE_SIZE],
  ])}`;
}

/** The posts tab's own address for the filters on another page (or another state, from its first page). */
export function postsPageHref(filters: PostListFilters, page: number, status: PostFilter = filters.status): string {
  return `${BLOG_ADMIN_PATH}${queryOf([
    ['tab', 'posts'],
    ['status', status === 'all' ? null : status],
    ['q', filters.q],
    ...pageSortEntries(filters.sort, POSTS_DEFAULT_SORT),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The posts with the same filters in another order, from the first page. */
export function postsSortHref(filters: PostListFilters, sort: TableSort): string {
  return hrefWithSort(postsPageHref(filters, 1), sort);
}

export interface CommentListFilters {
  status: CommentFilter;
  q: string;
  page: number;
  sort: TableSort;
}

/** Reads the comments tab's status (pending by default), search, order and page. */
export function parseCommentFilters(query: Query): CommentListFilters {
  const status = oneOf(COMMENT_FILTERS, firstValue(query.status), 'pending');
  return {
    status,
    q: firstValue(query.q).slice(0, SEARCH_MAX_LENGTH),
    page: pageOf(query),
    sort: parseTableSort(query, ADMIN_BLOG_COMMENT_SORTS, commentsDefaultSort(status)),
  };
}

/** GET /api/admin/blog/comments for the filters. */
export function commentsApiQuery(filters: CommentListFilters): string {
  return `/admin/blog/comments${queryOf([
    ['status', filters.status],
    ['q', filters.q],
    ...sortQueryEntries(filters.sort),
    ['page', filters.page],
    ['limit', BLOG_ADMIN_PAGE_SIZE],
  ])}`;
}

/**
 * The comments tab's own address for the filters on another page. Another status starts from its
 * first page in its own usual order unless another order was chosen.
 */
export function commentsPageHref(
  filters: CommentListFilters,
  page: number,
  status: CommentFilter = filters.status,
): string {
  const ownDefault = commentsDefaultSort(filters.status);
  const sort =
    status !== filters.status && filters.sort.by === ownDefault.by && filters.sort.order === ownDefault.order
      ? commentsDefaultSort(status)
      : filters.sort;
  return `${BLOG_ADMIN_PATH}${queryOf([
    ['tab', 'comments'],
    ['status', status === 'pending' ? null : status],
    ['q', filters.q],
    ...pageSortEntries(sort, commentsDefaultSort(status)),
    ['page', page > 1 ? page : null],
  ])}`;
}

/** The comments with the same filters in another order, from the first page. */
export function commentsSortHref(filters: CommentListFilters, sort: TableSort): string {
  return hrefWithSort(commentsPageHref(filters, 1), sort);
}
