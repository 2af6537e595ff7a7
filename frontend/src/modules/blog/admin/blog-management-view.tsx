import clsx from 'clsx';
import Link from 'next/link';
import { Plus } from 'lucide-react';
import type {
  AdminBlogCommentResponse,
  AdminBlogPostResponse,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import { Pagination } from '@/modules/catalog/components/pagination';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { CommentModerationActions } from './comment-moderation-actions';
import { POST_STATE_LABELS } from './post-form';
import { PostRowActions } from './post-row-actions';
import { TaxonomyManager } from './taxonomy-manager';

export const BLOG_ADMIN_TABS = [
  { id: 'posts', label: 'Posts' },
  { id: 'comments', label: 'Comments' },
  { id: 'topics', label: 'Categories, tags and authors' },
] as const;
export type BlogAdminTab = (typeof BLOG_ADMIN_TABS)[number]['id'];

export const POST_FILTERS = ['all', 'draft', 'scheduled', 'published'] as const;
export const COMMENT_FILTERS = ['pending', 'approved', 'rejected'] as const;

const STATE_TONES: Record<AdminBlogPostResponse['state'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};

const POST_COLUMNS: readonly Column<AdminBlogPostResponse>[] = [
  {
    key: 'title',
    header: 'Title',
    cell: (post) => (
      <>
        <span className="font-semibold">{post.title}</span>
        <span className="block text-xs text-muted">
          {post.author_name}
          {post.category_name ? ` · ${post.category_name}` : ''}
        </span>
      </>
    ),
  },
  {
    key: 'state',
    header: 'State',
    cell: (post) => <StatusBadge tone={STATE_TONES[post.state]}>{POST_STATE_LABELS[post.state]}</StatusBadge>,
  },
  { key: 'date', header: 'Publication', cell: (post) => (post.published_at ? formatDateTime(post.published_at) : '—') },
  { key: 'views', header: 'Views', align: 'end', cell: (post) => post.view_count.toLocaleString('en-US') },
  { key: 'actions', header: 'Actions', cell: (post) => <PostRowActions post={post} /> },
];

const COMMENT_COLUMNS: readonly Column<AdminBlogCommentResponse>[] = [
  {
    key: 'comment',
    header: 'Comment',
    cell: (comment) => (
      <>
        <span className="font-semibold">{comment.author_name}</span>
        {comment.parent_id ? <span className="ml-2 text-xs text-muted">(reply)</span> : null}
        <span className="mt-1 block whitespace-pre-line">{comment.content}</span>
      </>
    ),
  },
  {
    key: 'post',
    header: 'Post',
    cell: (comment) => (
      <Link href={`/blog/${comment.post_slug}`} className="link">
        {comment.post_title}
      </Link>
    ),
  },
  { key: 'date', header: 'Sent', cell: (comment) => formatDateTime(comment.created_at) },
  { key: 'actions', header: 'Actions', cell: (comment) => <CommentModerationActions comment={comment} /> },
];

function FilterLinks<T extends string>({
  label,
  options,
  current,
  hrefFor,
}: {
  label: string;
  options: readonly T[];
  current: T;
  hrefFor: (option: T) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Link
          key={option}
          href={hrefFor(option)}
          aria-current={option === current ? 'page' : undefined}
          className={clsx(
            'rounded-full border px-3 py-1 text-sm capitalize',
            option === current
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-line-strong bg-white text-ink hover:bg-brand-50',
          )}
        >
          {option}
        </Link>
      ))}
    </nav>
  );
}

export type BlogManagementData =
  | {
      tab: 'posts';
      filter: (typeof POST_FILTERS)[number];
      page: number;
      posts: AdminBlogPostResponse[] | null;
      total: number;
    }
  | {
      tab: 'comments';
      filter: (typeof COMMENT_FILTERS)[number];
      page: number;
      comments: AdminBlogCommentResponse[] | null;
      total: number;
    }
  | {
      tab: 'topics';
      categories: BlogCategoryResponse[] | null;
      tags: BlogTagResponse[] | null;
      authors: BlogAuthorResponse[] | null;
    };

function Unavailable() {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      The blog service did not answer. Reload the page to try again.
    </p>
  );
}

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
      {data.tab === 'posts' ? (
        <section className="space-y-4" aria-label="Posts">
          <FilterLinks
            label="Post state"
            options={POST_FILTERS}
            current={data.filter}
            hrefFor={(filter) => `/admin/blog-management?tab=posts&status=${filter}`}
          />
          {data.posts === null ? (
            <Unavailable />
          ) : data.posts.length === 0 ? (
            <p className="text-muted">No posts here yet.</p>
          ) : (
            <DataTable
              caption="Blog posts"
              columns={POST_COLUMNS}
              rows={data.posts}
              rowKey={(post) => post.id}
              tableFrom="lg"
              rowTestId="blog-post-row"
            />
          )}
          <Pagination
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / 20))}
            hrefFor={(page) => `/admin/blog-management?tab=posts&status=${data.filter}&page=${page}`}
            label="Post pages"
          />
        </section>
      ) : null}
      {data.tab === 'comments' ? (
        <section className="space-y-4" aria-label="Comments">
          <FilterLinks
            label="Comment status"
            options={COMMENT_FILTERS}
            current={data.filter}
            hrefFor={(filter) => `/admin/blog-management?tab=comments&status=${filter}`}
          />
          {data.comments === null ? (
            <Unavailable />
          ) : data.comments.length === 0 ? (
            <p className="text-muted">
              {data.filter === 'pending' ? 'No comments are waiting for moderation.' : 'No comments here.'}
            </p>
          ) : (
            <DataTable
              caption={`${data.filter} comments`}
              columns={COMMENT_COLUMNS}
              rows={data.comments}
              rowKey={(comment) => comment.id}
              tableFrom="lg"
              rowTestId="blog-comment-row"
            />
          )}
          <Pagination
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / 20))}
            hrefFor={(page) => `/admin/blog-management?tab=comments&status=${data.filter}&page=${page}`}
            label="Comment pages"
          />
        </section>
      ) : null}
      {data.tab === 'topics' ? (
        data.categories === null || data.tags === null || data.authors === null ? (
          <Unavailable />
        ) : (
          <div className="grid gap-6 xl:grid-cols-3">
            <TaxonomyManager
              kind="Categories"
              singular="Category"
              path="/admin/blog/categories"
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
              items={data.tags.map((t) => ({ id: t.id, name: t.name, slug: t.slug, postCount: t.post_count }))}
            />
            <TaxonomyManager
              kind="Authors"
              singular="Author"
              path="/admin/blog/authors"
              detailField={{ name: 'bio', label: 'Short bio' }}
              items={data.authors.map((a) => ({ id: a.id, name: a.name, slug: a.slug, detail: a.bio }))}
            />
          </div>
        )
      ) : null}
    </div>
  );
}
