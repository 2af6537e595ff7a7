import type { AdminBlogCommentResponse, AdminBlogPostListItem } from '@studyhub/contracts';
import type { CsvColumn } from '@studyhub/platform';

/** The posts export: what the table shows and counts, never the article bodies (HTML). */
export const BLOG_POST_CSV_COLUMNS: readonly CsvColumn<AdminBlogPostListItem>[] = [
  { header: 'Post id', value: (post) => post.id },
  { header: 'Title', value: (post) => post.title },
  { header: 'Slug', value: (post) => post.slug },
  { header: 'State', value: (post) => post.state },
  { header: 'Author', value: (post) => post.author_name },
  { header: 'Category', value: (post) => post.category_name },
  { header: 'Tags', value: (post) => post.tag_ids.length },
  { header: 'Published at', value: (post) => post.published_at },
  { header: 'Views', value: (post) => post.view_count },
  { header: 'Comments', value: (post) => post.comment_count },
  { header: 'Likes', value: (post) => post.like_count },
  { header: 'Created at', value: (post) => post.created_at },
  { header: 'Updated at', value: (post) => post.updated_at },
];

/** The comments export: who wrote what under which post, and where moderation stands. */
export const BLOG_COMMENT_CSV_COLUMNS: readonly CsvColumn<AdminBlogCommentResponse>[] = [
  { header: 'Comment id', value: (comment) => comment.id },
  { header: 'Post', value: (comment) => comment.post_title },
  { header: 'Post slug', value: (comment) => comment.post_slug },
  { header: 'Author', value: (comment) => comment.author_name },
  { header: 'User id', value: (comment) => comment.user_id },
  { header: 'Reply to', value: (comment) => comment.parent_id },
  { header: 'Status', value: (comment) => comment.status },
  { header: 'Comment', value: (comment) => comment.content },
  { header: 'Sent at', value: (comment) => comment.created_at },
];
