/** What deleting a category, tag or author does to the posts that use it (blog_posts' foreign keys). */
export type TaxonomyDeleteEffect = 'posts-lose-category' | 'posts-lose-tag' | 'refused-while-used';

const postsText = (count: number): string => (count === 1 ? '1 post' : `${count.toLocaleString('en-US')} posts`);

/** A deletion's confirmation: the dialog's title names what goes, the body what goes with it. */
export interface DeleteConfirmation {
  title: string;
  body: string;
}

const CANNOT_BE_UNDONE = 'This cannot be undone.';

/** The confirmation asked before deleting: which item, and what happens to the posts that use it. */
export function taxonomyDeleteQuestion(
  noun: string,
  item: { name: string; postCount?: number | undefined },
  effect: TaxonomyDeleteEffect,
): DeleteConfirmation {
  const title = `Delete ${noun} “${item.name}”?`;
  if (effect === 'refused-while-used') {
    return { title, body: `An ${noun} who still has posts is not deleted. ${CANNOT_BE_UNDONE}` };
  }
  const count = item.postCount;
  if (count === undefined) return { title, body: CANNOT_BE_UNDONE };
  if (count === 0) return { title, body: `No post uses it. ${CANNOT_BE_UNDONE}` };
  const what = effect === 'posts-lose-category' ? 'category' : 'tag';
  return {
    title,
    body: `${postsText(count)} lose${count === 1 ? 's' : ''} this ${what}; the posts themselves stay. ${CANNOT_BE_UNDONE}`,
  };
}

/** How much of a comment the confirmation quotes. */
const QUOTE_LENGTH = 80;

/** The confirmation asked before deleting a comment: whose, what it says, and that its replies go with it. */
export function commentDeleteQuestion(comment: {
  author_name: string;
  content: string;
  parent_id: string | null;
}): DeleteConfirmation {
  const text = comment.content.replace(/\s+/g, ' ').trim();
  const quote = text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text;
  const replies = comment.parent_id ? '' : ' Every reply under it goes with it.';
  return { title: `Delete the comment by ${comment.author_name}?`, body: `“${quote}”${replies} ${CANNOT_BE_UNDONE}` };
}

const countOf = (count: number, one: string, many: string): string =>
  count === 1 ? `1 ${one}` : `${count.toLocaleString('en-US')} ${many}`;

/** The confirmation asked before deleting a post: which one, and the comments and likes that go with it. */
export function postDeleteQuestion(post: {
  title: string;
  comment_count: number;
  like_count: number;
}): DeleteConfirmation {
  const along =
    post.comment_count === 0 && post.like_count === 0
      ? 'It has no comments or likes.'
      : `Its ${countOf(post.comment_count, 'comment', 'comments')} and ${countOf(post.like_count, 'like', 'likes')} go with it.`;
  return { title: `Delete “${post.title}”?`, body: `${along} ${CANNOT_BE_UNDONE}` };
}
