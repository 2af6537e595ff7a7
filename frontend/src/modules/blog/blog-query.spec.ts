import { blogHref, blogListApiPath, formatPostDate, isFiltered, pageCountOf, parseBlogQuery } from './blog-query';

describe('parseBlogQuery', () => {
  it('reads the page and the filters, ignoring blanks and bad pages', () => {
    expect(parseBlogQuery({ page: '3', category: 'study-skills', q: '  recall ', tag: '' })).toEqual({
      page: 3,
      category: 'study-skills',
      q: 'recall',
    });
    expect(parseBlogQuery({ page: '-2' }).page).toBe(1);
    expect(parseBlogQuery({ page: 'x' }).page).toBe(1);
    expect(parseBlogQuery({ tag: ['sleep', 'focus'] }).tag).toBe('sleep');
  });

  it('knows when a list is filtered', () => {
    expect(isFiltered({ page: 2 })).toBe(false);
    expect(isFiltered({ page: 1, author: 'priya-raman' })).toBe(true);
  });
});

describe('links', () => {
  const query = { page: 2, category: 'writing', q: 'essay outline' };

  it('keeps the filters on page links and starts a new filter on page 1', () => {
    expect(blogHref(query, { page: 3 })).toBe('/blog?category=writing&q=essay+outline&page=3');
    expect(blogHref(query, { tag: 'citations' })).toBe('/blog?category=writing&tag=citations&q=essay+outline');
    expect(blogHref({ page: 1 })).toBe('/blog');
  });

  it('asks the API for the same page', () => {
    expect(blogListApiPath(query)).toBe('/blog/posts?category=writing&q=essay+outline&page=2');
  });
});

describe('pageCountOf and formatPostDate', () => {
  it('pages ten posts at a time', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(12)).toBe(2);
  });

  it('writes the date in US English', () => {
    expect(formatPostDate('2026-03-02T08:00:00Z')).toBe('March 2, 2026');
  });
});
