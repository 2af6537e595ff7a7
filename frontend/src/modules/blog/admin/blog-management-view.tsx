import clsx from 'clsx';
import Link from 'next/link';
import { Plus } from 'lucide-react';
import type {
  AdminBlogCommentResponse,
  AdminBlogPostListItem,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';
import type { CommentListFilters, PostListFilters } from './blog-admin-filters';
import { BlogCommentsSection } from './blog-comments-section';
import { BlogPostsSection } from './blog-posts-section';
import { TaxonomyManager } from './taxonomy-manager';

export const BLOG_ADMIN_TABS = [
  { id: 'posts', label: 'Posts' },
  { id: 'comments', label: 'Comments' },
  { id: 'topics', label: 'Categories, tags and authors' },
] as const;
export type BlogAdminTab = (typeof BLOG_ADMIN_TABS)[number]['id'];

export type BlogManagementData =
  | { tab: 'posts'; filters: PostListFilters; result: GatewayResult<AdminBlogPostListItem[]> }
  | { tab: 'comments'; filters: CommentListFilters; result: GatewayResult<AdminBlogCommentResponse[]> }
  | {
      tab: 'topics';
      categories: BlogCategoryResponse[] | null;
      tags: BlogTagResponse[] | null;
      authors: BlogAuthorResponse[] | null;
    };

/** /admin/blog-management: posts (drafts, scheduled, published), comment moderation, and topics. */
export function BlogManagementView({ data }: { data: BlogManagementData }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Blog management</h1>
        <Link href="/admin/blog-management/posts/new" className="btn-primary">
          <Plus aria-hidden="true" className="size-4" />
          New post
        </Link>
      </div>
      <nav aria-label="Blog management sections" className="flex flex-wrap gap-1 border-b border-line">
        {BLOG_ADMIN_TABS.map((tab) => (
          <Link
            key={tab.id}
            href={`/admin/blog-management?tab=${tab.id}`}
            aria-current={tab.id === data.tab ? 'page' : undefined}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              tab.id === data.tab ? 'border-brand-600 text-brand-800' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {data.tab === 'posts' ? <BlogPostsSection filters={data.filters} result={data.result} /> : null}
      {data.tab === 'comments' ? <BlogCommentsSection filters={data.filters} result={data.result} /> : null}
      {data.tab === 'topics' ? (
        data.categories === null || data.tags === null || data.authors === null ? (
          <LoadError message="The blog service did not answer." retryHref="/admin/blog-management?tab=topics" />
        ) : (
          <div className="grid gap-6 xl:grid-cols-3">
            <TaxonomyManager
              kind="Categories"
              singular="Category"
              path="/admin/blog/categories"
              deleteEffect="posts-lose-category"
              detailField={{ name: 'description', label: 'Description' }}
              items={data.categories.map((c) => ({
                id: c.id,
                name: c.name,
                slug: c.slug,
                detail: c.description,
                postCount: c.post_count,
              }))}
            />
            <TaxonomyManager
              kind="Tags"
              singular="Tag"
              path="/admin/blog/tags"
              deleteEffect="posts-lose-tag"
              items={data.tags.map((t) => ({ id: t.id, name: t.name, slug: t.slug, postCount: t.post_count }))}
            />
            <TaxonomyManager
              kind="Authors"
              singular="Author"
              path="/admin/blog/authors"
              deleteEffect="refused-while-used"
              detailField={{ name: 'bio', label: 'Short bio' }}
              items={data.authors.map((a) => ({ id: a.id, name: a.name, slug: a.slug, detail: a.bio }))}
            />
          </div>
        )
      ) : null}
    </div>
  );
}
