import Link from 'next/link';
import type { BlogPostSummaryResponse } from '@studyhub/contracts';
import { formatPostDate } from '../blog-query';

/** A post in a list: category, title (the link), excerpt, author, date and reading time. */
export function PostCard({ post, headingLevel = 'h3' }: { post: BlogPostSummaryResponse; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.category ? (
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category.name}</p>
      ) : null}
      <Heading className="mt-2 text-lg leading-snug font-bold text-ink">
        <Link href={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-muted">{post.excerpt}</p>
      <p className="mt-4 text-xs text-muted">
        {post.author.name} · <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time> ·{' '}
        {post.reading_minutes} min read
      </p>
    </article>
  );
}
