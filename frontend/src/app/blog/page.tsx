import type { Metadata } from 'next';
import type { BlogCategoryResponse, BlogPostSummaryResponse, BlogTagResponse } from '@studyhub/contracts';
import { blogListApiPath, parseBlogQuery } from '@/modules/blog/blog-query';
import { fetchBlog, listOrEmpty } from '@/modules/blog/server/blog-fetch';
import { BlogIndexView } from '@/modules/blog/views/blog-index-view';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { catalogPageMetadata } from '@/modules/taxonomy/server/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await catalogPageMetadata({
    title: 'Blog',
    description: 'Study skills, exam preparation and honest use of AI: practical articles from the Studyhub team.',
    path: '/blog',
  });
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/rss.xml' } } };
}

export default async function BlogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseBlogQuery(await searchParams);
  const [posts, featured, recent, categories, tags] = await Promise.all([
    fetchBlog<BlogPostSummaryResponse[]>(blogListApiPath(query)),
    fetchBlog<BlogPostSummaryResponse[]>('/blog/posts/featured'),
    fetchBlog<BlogPostSummaryResponse[]>('/blog/posts/recent'),
    fetchBlog<BlogCategoryResponse[]>('/blog/categories'),
    fetchBlog<BlogTagResponse[]>('/blog/tags/popular'),
  ]);
  return (
    <BlogIndexView
      query={query}
      data={{
        posts: listOrEmpty(posts),
        total: posts.ok ? (posts.meta?.total ?? posts.data.length) : 0,
        featured: listOrEmpty(featured),
        recent: listOrEmpty(recent),
        categories: listOrEmpty(categories),
        tags: listOrEmpty(tags),
      }}
    />
  );
}
