import { blogIdOf, blogSlugOf } from './blog-slug';

describe('blogSlugOf', () => {
  it('keeps letters and digits joined by single hyphens', () => {
    expect(blogSlugOf('  How to Revise: 5 Habits That Work!  ')).toBe('how-to-revise-5-habits-that-work');
  });

  it('folds accents and never returns an empty slug', () => {
    expect(blogSlugOf('Café crème')).toBe('cafe-creme');
    expect(blogSlugOf('!!!')).toBe('post');
  });
});

describe('blogIdOf', () => {
  it('accepts a uuid in any case and refuses anything else', () => {
    expect(blogIdOf('0B7F3F3E-7D7E-4F61-9D43-9B0F0F6F2A11')).toBe('0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11');
    expect(() => blogIdOf('not-an-id')).toThrow('Invalid id');
  });
});
