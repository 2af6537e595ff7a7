import {
  blogCategoryInputSchema,
  blogPostListQuerySchema,
  createBlogCommentSchema,
  createBlogPostSchema,
  updateBlogPostSchema,
} from './blog';

const AUTHOR = '0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11';

describe('blog contracts', () => {
  it('reads the public list query with page 1 and newest first by default', () => {
    expect(blogPostListQuerySchema.parse({ category: 'study-skills' })).toEqual({
      page: 1,
      category: 'study-skills',
      sort: 'newest',
    });
    expect(blogPostListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('creates drafts by default and takes only https or site images', () => {
    const base = { title: 'Spacing', excerpt: 'Why gaps help memory.', content: '<p>x</p>', author_id: AUTHOR };
    expect(createBlogPostSchema.parse(base)).toMatchObject({ status: 'draft', tag_ids: [] });
    expect(createBlogPostSchema.parse({ ...base, featured_image: '/api/storage/assets/a.png' }).featured_image).toBe(
      '/api/storage/assets/a.png',
    );
    expect(createBlogPostSchema.parse({ ...base, featured_image: '' }).featured_image).toBeNull();
    for (const image of ['http://example.org/a.png', '//evil.example/a.png', 'javascript:alert(1)']) {
      expect(createBlogPostSchema.safeParse({ ...base, featured_image: image }).success).toBe(false);
    }
  });

  it('refuses a slug with capitals or spaces, and accepts an update of one field', () => {
    expect(blogCategoryInputSchema.safeParse({ name: 'Writing', slug: 'Bad Slug' }).success).toBe(false);
    expect(blogCategoryInputSchema.parse({ name: 'Writing', slug: '' })).toEqual({ name: 'Writing', description: '' });
    expect(updateBlogPostSchema.parse({ status: 'published' })).toEqual({ status: 'published' });
  });

  it('names the comment fields with readable messages', () => {
    const result = createBlogCommentSchema.safeParse({ author_name: '', content: 'x' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['content: Comment must be at least 2 characters.', 'author_name: Name is required.']);
  });
});
