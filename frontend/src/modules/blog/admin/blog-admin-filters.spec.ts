import {
  commentsApiQuery,
  commentsPageHref,
  commentsSortHref,
  parseCommentFilters,
  parsePostFilters,
  postsApiQuery,
  postsPageHref,
  postsSortHref,
} from './blog-admin-filters';
import { commentDeleteQuestion, postDeleteQuestion, taxonomyDeleteQuestion } from './delete-questions';

describe('blog posts filters', () => {
  it('reads state, search, order and page, and asks the API for them', () => {
    const filters = parsePostFilters({ status: 'draft', q: ' exams ', sort: 'view_count', order: 'asc', page: '2' });
    expect(filters).toEqual({ status: 'draft', q: 'exams', page: 2, sort: { by: 'view_count', order: 'asc' } });
    expect(postsApiQuery(filters)).toBe(
      '/admin/blog/posts?status=draft&q=exams&sort=view_count&order=asc&page=2&limit=20',
    );
    expect(postsPageHref(filters, 3)).toBe(
      '/admin/blog-management?tab=posts&status=draft&q=exams&sort=view_count&order=asc&page=3',
    );
  });

  it('falls back to every post, newest publication first, for unknown values', () => {
    const filters = parsePostFilters({ status: 'deleted', sort: 'content', page: '0' });
    expect(filters).toEqual({ status: 'all', q: '', page: 1, sort: { by: 'published_at', order: 'desc' } });
    expect(postsApiQuery(filters)).toBe('/admin/blog/posts?sort=published_at&order=desc&page=1&limit=20');
    expect(postsPageHref(filters, 1)).toBe('/admin/blog-management?tab=posts');
  });

  it('keeps search and order across states, and starts another order on page 1', () => {
    const filters = parsePostFilters({ q: 'notes', sort: 'title', order: 'asc', page: '4' });
    expect(postsPageHref(filters, 1, 'scheduled')).toBe(
      '/admin/blog-management?tab=posts&status=scheduled&q=notes&sort=title&order=asc',
    );
    expect(postsSortHref(filters, { by: 'view_count', order: 'desc' })).toBe(
      '/admin/blog-management?tab=posts&q=notes&sort=view_count&order=desc',
    );
  });

  it('cuts a search longer than the API takes', () => {
    expect(parsePostFilters({ q: 'a'.repeat(250) }).q).toHaveLength(200);
  });
});

describe('blog comments filters', () => {
  it('waits pending comments oldest first and shows the others newest first', () => {
    expect(parseCommentFilters({}).sort).toEqual({ by: 'created_at', order: 'asc' });
    expect(parseCommentFilters({ status: 'approved' }).sort).toEqual({ by: 'created_at', order: 'desc' });
    expect(commentsApiQuery(parseCommentFilters({ q: 'spam' }))).toBe(
      '/admin/blog/comments?status=pending&q=spam&sort=created_at&order=asc&page=1&limit=20',
    );
  });

  it('moves to another status in its own usual order unless another was chosen', () => {
    const usual = parseCommentFilters({ q: 'spam' });
    expect(commentsPageHref(usual, 1, 'approved')).toBe('/admin/blog-management?tab=comments&status=approved&q=spam');
    const byAuthor = parseCommentFilters({ sort: 'author_name', order: 'desc', page: '2' });
    expect(commentsPageHref(byAuthor, 1, 'rejected')).toBe(
      '/admin/blog-management?tab=comments&status=rejected&sort=author_name&order=desc',
    );
    expect(commentsPageHref(byAuthor, 2)).toBe(
      '/admin/blog-management?tab=comments&sort=author_name&order=desc&page=2',
    );
  });

  it('orders by another column from the first page and ignores columns the API refuses', () => {
    const filters = parseCommentFilters({ status: 'rejected', page: '3' });
    expect(commentsSortHref(filters, { by: 'post_title', order: 'asc' })).toBe(
      '/admin/blog-management?tab=comments&status=rejected&sort=post_title&order=asc',
    );
    expect(parseCommentFilters({ sort: 'status', order: 'asc' }).sort).toEqual({ by: 'created_at', order: 'asc' });
  });
});

describe('delete confirmations', () => {
  it('say what happens to the posts of a category, tag or author', () => {
    expect(taxonomyDeleteQuestion('category', { name: 'Exams', postCount: 3 }, 'posts-lose-category')).toEqual({
      title: 'Delete category “Exams”?',
      body: '3 posts lose this category; the posts themselves stay. This cannot be undone.',
    });
    expect(taxonomyDeleteQuestion('tag', { name: 'Memory', postCount: 1 }, 'posts-lose-tag').body).toBe(
      '1 post loses this tag; the posts themselves stay. This cannot be undone.',
    );
    expect(taxonomyDeleteQuestion('tag', { name: 'Unused', postCount: 0 }, 'posts-lose-tag').body).toBe(
      'No post uses it. This cannot be undone.',
    );
    expect(taxonomyDeleteQuestion('author', { name: 'Ada' }, 'refused-while-used')).toEqual({
      title: 'Delete author “Ada”?',
      body: 'An author who still has posts is not deleted. This cannot be undone.',
    });
  });

  it('quote the comment and say its replies go with it', () => {
    expect(commentDeleteQuestion({ author_name: 'Mia', content: 'Great\n\npost!', parent_id: null })).toEqual({
      title: 'Delete the comment by Mia?',
      body: '“Great post!” Every reply under it goes with it. This cannot be undone.',
    });
    const long = commentDeleteQuestion({ author_name: 'Ola', content: 'x'.repeat(200), parent_id: 'parent' });
    expect(long.body).toBe(`“${'x'.repeat(79)}…” This cannot be undone.`);
  });

  it('name the post and count the comments and likes that go with it', () => {
    expect(postDeleteQuestion({ title: 'Exam week', comment_count: 3, like_count: 1 })).toEqual({
      title: 'Delete “Exam week”?',
      body: 'Its 3 comments and 1 like go with it. This cannot be undone.',
    });
    expect(postDeleteQuestion({ title: 'Draft', comment_count: 0, like_count: 0 }).body).toBe(
      'It has no comments or likes. This cannot be undone.',
    );
  });
});
