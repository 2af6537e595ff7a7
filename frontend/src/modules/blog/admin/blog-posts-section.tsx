import type { AdminBlogPostListItem } from '@studyhub/contracts';
import { ListResults } from '@/modules/tables/components/list-results';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageSortEntries } from '@/modules/tables/sorting';
import {
  POST_FILTERS,
  POSTS_DEFAULT_SORT,
  postsApiQuery,
  postsPageHref,
  postsSortHref,
  type PostListFilters,
} from './blog-admin-filters';
import { BlogFilterLinks, BlogSearchForm } from './blog-filter-links';
import { POST_STATE_LABELS } from './post-form';
import { PostRowActions } from './post-row-actions';

const STATE_TONES: Record<AdminBlogPostListItem['state'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};

const POST_COLUMNS: readonly Column<AdminBlogPostListItem>[] = [
  {
    key: 'title',
    header: 'Title',
    sortKey: 'title',
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
    sortKey: 'status',
    cell: (post) => <StatusBadge tone={STATE_TONES[post.state]}>{POST_STATE_LABELS[post.state]}</StatusBadge>,
  },
  {
    key: 'date',
    header: 'Publication',
    sortKey: 'published_at',
    sortFirst: 'desc',
    cell: (post) => (post.published_at ? formatDateTime(post.published_at) : '—'),
  },
  {
    key: 'updated',
    header: 'Last changed',
    sortKey: 'updated_at',
    sortFirst: 'desc',
    cell: (post) => formatDateTime(post.updated_at),
  },
  {
    key: 'views',
    header: 'Views',
    align: 'end',
    sortKey: 'view_count',
    sortFirst: 'desc',
    cell: (post) => post.view_count.toLocaleString('en-US'),
  },
  { key: 'actions', header: 'Actions', cell: (post) => <PostRowActions post={post} /> },
];

/** The posts tab: state chips, search, the sortable table with its CSV export, pages. */
export function BlogPostsSection({
  filters,
  result,
}: {
  filters: PostListFilters;
  result: GatewayResult<AdminBlogPostListItem[]>;
}) {
  return (
    <section className="space-y-4" aria-label="Posts">
      <BlogFilterLinks
        label="Post state"
        options={POST_FILTERS}
        current={filters.status}
        hrefFor={(status) => postsPageHref(filters, 1, status)}
      />
      <BlogSearchForm
        label="Find posts"
        fieldLabel="Title, slug or author"
        q={filters.q}
        clearHref={postsPageHref({ ...filters, q: '' }, 1)}
        hidden={[
          ['tab', 'posts'],
          ...(filters.status === 'all' ? [] : ([['status', filters.status]] as [string, string][])),
          ...pageSortEntries(filters.sort, POSTS_DEFAULT_SORT),
        ]}
      />
      <ListResults
        result={result}
        columns={POST_COLUMNS}
        caption="Blog posts"
        rowKey={(post) => post.id}
        rowTestId="blog-post-row"
        emptyTitle={filters.q || filters.status !== 'all' ? 'No posts match.' : 'No posts yet.'}
        retryHref={postsPageHref(filters, filters.page)}
        hrefForPage={(page) => postsPageHref(filters, page)}
        sort={{ current: filters.sort, href: (sort) => postsSortHref(filters, sort) }}
        exportQuery={postsApiQuery(filters)}
        noun={['post', 'posts']}
      />
    </section>
  );
}
