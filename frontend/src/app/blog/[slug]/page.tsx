import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { BlogCommentResponse, BlogPostDetailResponse } from '@studyhub/contracts';
import { fetchBlog, listOrEmpty } from '@/modules/blog/server/blog-fetch';
import { BlogPostView } from '@/modules/blog/views/blog-post-view';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';

type Props = { params: Promise<{ slug: string }> };

/** One read per request: the metadata and the page share it, so a visit counts one view. */
const loadPost = cache((slug: string) => fetchBlog<BlogPostDetailResponse>(`/blog/posts/${encodeURIComponent(slug)}`));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await loadPost((await params).slug);
  if (!result.ok) return missingPageMetadata('Post not found');
  const post = result.data;
  const metadata = await catalogPageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: post.featured_image,
  });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/rss.xml' } },
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: post.published_at,
      authors: [post.author.name],
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const result = await loadPost((await params).slug);
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) notFound();
    throw new Error(result.message);
  }
  const post = result.data;
  const comments = listOrEmpty(await fetchBlog<BlogCommentResponse[]>(`/blog/posts/${post.id}/comments`));
  return <BlogPostView post={post} comments={comments} />;
}
