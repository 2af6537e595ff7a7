import type { AdminBlogCommentResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { ListResults } from '@/modules/tables/components/list-results';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageSortEntries } from '@/modules/tables/sorting';
import {
  COMMENT_FILTERS,
  commentsApiQuery,
  commentsDefaultSort,
  commentsPageHref,
  commentsSortHref,
  type CommentListFilters,
} from './blog-admin-filters';
import { BlogFilterLinks, BlogSearchForm } from './blog-filter-links';
import { CommentModerationActions } from './comment-moderation-actions';

const COMMENT_COLUMNS: readonly Column<AdminBlogCommentResponse>[] = [
  {
    key: 'comment',
    header: 'Comment',
    sortKey: 'author_name',
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
    sortKey: 'post_title',
    cell: (comment) => (
      <Link href={`/blog/${comment.post_slug}`} className="link">
        {comment.post_title}
      </Link>
    ),
  },
  {
    key: 'date',
    header: 'Sent',
    sortKey: 'created_at',
    cell: (comment) => formatDateTime(comment.created_at),
  },
  { key: 'actions', header: 'Actions', cell: (comment) => <CommentModerationActions comment={comment} /> },
];

const EMPTY_TITLES: Record<CommentListFilters['status'], string> = {
  pending: 'No comments are waiting for moderation.',
  approved: 'No approved comments.',
  rejected: 'No rejected comments.',
};

/** The comments tab: status chips, search by text or author, the sortable table with its CSV export, pages. */
export function BlogCommentsSection({
  filters,
  result,
}: {
  filters: CommentListFilters;
  result: GatewayResult<AdminBlogCommentResponse[]>;
}) {
  return (
    <section className="space-y-4" aria-label="Comments">
      <BlogFilterLinks
        label="Comment status"
        options={COMMENT_FILTERS}
        current={filters.status}
        hrefFor={(status) => commentsPageHref(filters, 1, status)}
      />
      <BlogSearchForm
        label="Find comments"
        fieldLabel="Comment text or author"
        q={filters.q}
        clearHref={commentsPageHref({ ...filters, q: '' }, 1)}
        hidden={[
          ['tab', 'comments'],
          ...(filters.status === 'pending' ? [] : ([['status', filters.status]] as [string, string][])),
          ...pageSortEntries(filters.sort, commentsDefaultSort(filters.status)),
        ]}
      />
      <ListResults
        result={result}
        columns={COMMENT_COLUMNS}
        caption={`${filters.status} comments`}
        rowKey={(comment) => comment.id}
        rowTestId="blog-comment-row"
        emptyTitle={filters.q ? 'No comments match.' : EMPTY_TITLES[filters.status]}
        retryHref={commentsPageHref(filters, filters.page)}
        hrefForPage={(page) => commentsPageHref(filters, page)}
        sort={{ current: filters.sort, href: (sort) => commentsSortHref(filters, sort) }}
        exportQuery={commentsApiQuery(filters)}
        noun={['comment', 'comments']}
      />
    </section>
  );
}
