import type { Metadata } from 'next';
import type {
  AdminBlogCommentResponse,
  AdminBlogPostListItem,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import {
  commentsApiQuery,
  parseCommentFilters,
  parsePostFilters,
  postsApiQuery,
} from '@/modules/blog/admin/blog-admin-filters';
import { BlogManagementView, type BlogManagementData } from '@/modules/blog/admin/blog-management-view';
import { fetchBlog } from '@/modules/blog/server/blog-fetch';
import { firstParam, type SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = { title: 'Blog management', robots: { index: false } };

async function loadData(params: SearchParams): Promise<BlogManagementData> {
  const tab = firstParam(params, 'tab');
  if (tab === 'comments') {
    const filters = parseCommentFilters(params);
    return { tab, filters, result: await fetchBlog<AdminBlogCommentResponse[]>(commentsApiQuery(filters)) };
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
  const filters = parsePostFilters(params);
  return { tab: 'posts', filters, result: await fetchBlog<AdminBlogPostListItem[]>(postsApiQuery(filters)) };
}

export default async function BlogManagementPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <BlogManagementView data={await loadData(await searchParams)} />;
}
