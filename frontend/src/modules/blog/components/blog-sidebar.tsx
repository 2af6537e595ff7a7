import Link from 'next/link';
import clsx from 'clsx';
import { Rss } from 'lucide-react';
import type { BlogCategoryResponse, BlogPostSummaryResponse, BlogTagResponse } from '@studyhub/contracts';
import { blogHref, formatPostDate, type BlogQuery } from '../blog-query';

/** Categories with their post counts, popular tags, recent posts and the RSS feed. */
export function BlogSidebar({
  query,
  categories,
  tags,
  recent,
}: {
  query: BlogQuery;
  categories: BlogCategoryResponse[];
  tags: BlogTagResponse[];
  recent: BlogPostSummaryResponse[];
}) {
  return (
    <aside className="space-y-8" aria-label="Blog topics">
      <section aria-labelledby="blog-categories-heading">
        <h2 id="blog-categories-heading" className="text-base font-bold text-ink">
          Categories
        </h2>
        {categories.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No categories yet.</p>
        ) : (
          <ul className="mt-3 space-y-1">
            {categories.map((category) => {
              const isCurrent = query.category === category.slug;
              return (
                <li key={category.id}>
                  <Link
                    href={blogHref(query, { category: isCurrent ? undefined : category.slug })}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={clsx(
                      'flex items-center justify-between rounded-lg px-3 py-2 text-sm',
                      isCurrent ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
                    )}
                  >
                    <span>{category.name}</span>
                    <span className={isCurrent ? 'text-white' : 'text-muted'}>
                      {category.post_count}
                      <span className="sr-only"> posts</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="blog-tags-heading">
        <h2 id="blog-tags-heading" className="text-base font-bold text-ink">
          Popular tags
        </h2>
        {tags.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No tags yet.</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => {
              const isCurrent = query.tag === tag.slug;
              return (
                <li key={tag.id}>
                  <Link
                    href={blogHref(query, { tag: isCurrent ? undefined : tag.slug })}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={clsx(
                      'inline-flex rounded-full border px-3 py-1 text-sm',
                      isCurrent
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-line-strong bg-white text-ink hover:bg-brand-50',
                    )}
                  >
                    #{tag.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {recent.length > 0 ? (
        <section aria-labelledby="blog-recent-heading">
          <h2 id="blog-recent-heading" className="text-base font-bold text-ink">
            Recent posts
          </h2>
          <ul className="mt-3 space-y-3">
            {recent.map((post) => (
              <li key={post.id}>
                <Link
                  href={`/blog/${post.slug}`}
                  className="text-sm font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  {post.title}
                </Link>
                <p className="text-xs text-muted">
                  <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <a href="/blog/rss.xml" className="link inline-flex items-center gap-2 text-sm">
        <Rss aria-hidden="true" className="size-4" />
        RSS feed
      </a>
    </aside>
  );
}
