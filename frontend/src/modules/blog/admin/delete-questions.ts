/** What deleting a category, tag or author does to the posts that use it (blog_posts' foreign keys). */
export type TaxonomyDeleteEffect = 'posts-lose-category' | 'posts-lose-tag' | 'refused-while-used';

const postsText = (count: number): string => (count === 1 ? '1 post' : `${count.toLocaleString('en-US')} posts`);

/** The confirmation asked before deleting: which item, and what happens to the posts that use it. */
export function taxonomyDeleteQuestion(
  noun: string,
  item: { name: string; postCount?: number | undefined },
  effect: TaxonomyDeleteEffect,
): string {
  const question = `Delete ${noun} “${item.name}”? This cannot be undone.`;
  if (effect === 'refused-while-used') return `${question} An ${noun} who still has posts is not deleted.`;
  const count = item.postCount;
  if (count === undefined) return question;
  if (count === 0) return `${question} No post uses it.`;
  const what = effect === 'posts-lose-category' ? 'category' : 'tag';
  return `${question} ${postsText(count)} lose${count === 1 ? 's' : ''} this ${what}; the posts themselves stay.`;
}

/** How much of a comment the confirmation quotes. */
const QUOTE_LENGTH = 80;

/** The confirmation asked before deleting a comment: whose, what it says, and that its replies go with it. */
export function commentDeleteQuestion(comment: {
  author_name: string;
  content: string;
  parent_id: string | null;
}): string {
  const text = comment.content.replace(/\s+/g, ' ').trim();
  const quote = text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text;
  const replies = comment.parent_id ? '' : ' with every reply under it';
  return `Delete the comment by ${comment.author_name} (“${quote}”)${replies}? This cannot be undone.`;
}

const countOf = (count: number, one: string, many: string): string =>
  count === 1 ? `1 ${one}` : `${count.toLocaleString('en-US')} ${many}`;

/** The confirmation asked before deleting a post: which one, and the comments and likes that go with it. */
export function postDeleteQuestion(post: { title: string; comment_count: number; like_count: number }): string {
  const along =
    post.comment_count === 0 && post.like_count === 0
      ? 'It has no comments or likes.'
      : `Its ${countOf(post.comment_count, 'comment', 'comments')} and ${countOf(post.like_count, 'like', 'likes')} go with it.`;
  return `Delete “${post.title}”? ${along} This cannot be undone.`;
}
