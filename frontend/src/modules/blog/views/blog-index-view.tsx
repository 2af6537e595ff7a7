import Link from 'next/link';
import { Search } from 'lucide-react';
import type { BlogCategoryResponse, BlogPostSummaryResponse, BlogTagResponse } from '@studyhub/contracts';
import { Pagination } from '@/modules/catalog/components/pagination';
import { PageHero } from '@/modules/content/components/page-hero';
import { blogHref, isFiltered, pageCountOf, type BlogQuery } from '../blog-query';
import { BlogSidebar } from '../components/blog-sidebar';
import { PostCard } from '../components/post-card';

export interface BlogIndexData {
  posts: BlogPostSummaryResponse[];
  total: number;
  featured: BlogPostSummaryResponse[];
  recent: BlogPostSummaryResponse[];
  categories: BlogCategoryResponse[];
  tags: BlogTagResponse[];
}

function resultsHeading(query: BlogQuery, data: BlogIndexData): string {
  const parts: string[] = [];
  if (query.q) parts.push(`matching “${query.q}”`);
  const category = data.categories.find((each) => each.slug === query.category);
  if (query.category) parts.push(`in ${category?.name ?? query.category}`);
  const tag = data.tags.find((each) => each.slug === query.tag);
  if (query.tag) parts.push(`tagged #${tag?.name ?? query.tag}`);
  if (query.author)
    parts.push(`by ${data.posts[0]?.author.slug === query.author ? data.posts[0].author.name : query.author}`);
  return `${data.total} ${data.total === 1 ? 'post' : 'posts'} ${parts.join(' ')}`;
}

/** /blog: search, featured posts, the paged list (filtered by category, tag, author or search) and the sidebar. */
export function BlogIndexView({ query, data }: { query: BlogQuery; data: BlogIndexData }) {
  const filtered = isFiltered(query);
  const showFeatured = !filtered && query.page === 1 && data.featured.length > 0;
  return (
    <>
      <PageHero
        eyebrow="Studyhub Blog"
        title="Study smarter, not longer"
        lead="Evidence-based study skills, calm exam preparation and honest ways to use AI, from tutors and learning scientists."
      >
        <form role="search" action="/blog" method="get" className="mt-8 flex max-w-xl gap-2">
          <label htmlFor="blog-search" className="sr-only">
            Search the blog
          </label>
          <input
            id="blog-search"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder="Search posts, e.g. active recall"
            className="field-input mt-0 flex-1"
          />
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
          <button type="submit" className="btn-primary">
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </form>
      </PageHero>
      <div className="page-container py-12">
        {showFeatured ? (
          <section aria-labelledby="featured-heading" className="mb-12">
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-ink">
              Featured
            </h2>
            <ul className="mt-5 grid gap-6 md:grid-cols-3">
              {data.featured.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="posts-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="posts-heading" className="text-2xl font-bold tracking-tight text-ink">
                {filtered ? resultsHeading(query, data) : 'Latest posts'}
              </h2>
              {filtered ? (
                <Link href="/blog" className="link text-sm">
                  Clear filters
                </Link>
              ) : null}
            </div>
            {data.posts.length === 0 ? (
              <p className="mt-6 rounded-xl border border-dashed border-line-strong p-8 text-center text-muted">
                No posts found. Try another search or category.
              </p>
            ) : (
              <ul className="mt-5 grid gap-6 sm:grid-cols-2">
                {data.posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={query.page}
              pageCount={pageCountOf(data.total)}
              hrefFor={(page) => blogHref(query, { page })}
              label="Blog pages"
            />
          </section>
          <BlogSidebar query={query} categories={data.categories} tags={data.tags} recent={data.recent} />
        </div>
      </div>
    </>
  );
}
