import type { Metadata } from 'next';
import type {
  AdminBlogCommentResponse,
  AdminBlogPostResponse,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import {
  BlogManagementView,
  COMMENT_FILTERS,
  POST_FILTERS,
  type BlogManagementData,
} from '@/modules/blog/admin/blog-management-view';
import { fetchBlog } from '@/modules/blog/server/blog-fetch';
import { firstParam, type SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = { title: 'Blog management', robots: { index: false } };

const PAGE_SIZE = 20;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

async function loadData(params: SearchParams): Promise<BlogManagementData> {
  const tab = firstParam(params, 'tab');
  const page = Math.max(1, Number.parseInt(firstParam(params, 'page') ?? '1', 10) || 1);
  if (tab === 'comments') {
    const filter = oneOf(COMMENT_FILTERS, firstParam(params, 'status'), 'pending');
    const result = await fetchBlog<AdminBlogCommentResponse[]>(
      `/admin/blog/comments?status=${filter}&page=${page}&limit=${PAGE_SIZE}`,
    );
    return {
      tab,
      filter,
      page,
      comments: result.ok ? result.data : null,
      total: result.ok ? (result.meta?.total ?? 0) : 0,
    };
  }
  if (tab === 'topics') {
    const [categories, tags, authors] = await Promise.all([
      fetchBlog<BlogCategoryResponse[]>('/admin/blog/categories'),
      fetchBlog<BlogTagResponse[]>('/admin/blog/tags'),
      fetchBlog<BlogAuthorResponse[]>('/admin/blog/authors'),
    ]);
    return {
      tab,
      categories: categories.ok ? categories.data : null,
      tags: tags.ok ? tags.data : null,
      authors: authors.ok ? authors.data : null,
    };
  }
  const filter = oneOf(POST_FILTERS, firstParam(params, 'status'), 'all');
  const status = filter === 'all' ? '' : `&status=${filter}`;
  const result = await fetchBlog<AdminBlogPostResponse[]>(`/admin/blog/posts?page=${page}&limit=${PAGE_SIZE}${status}`);
  return {
    tab: 'posts',
    filter,
    page,
    posts: result.ok ? result.data : null,
    total: result.ok ? (result.meta?.total ?? 0) : 0,
  };
}

export default async function BlogManagementPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <BlogManagementView data={await loadData(await searchParams)} />;
}
