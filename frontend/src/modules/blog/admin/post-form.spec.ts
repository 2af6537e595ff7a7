import { formValuesOf, fromLocalInput, postRequestBody, publicationSummary, toLocalInput } from './post-form';

describe('datetime-local values', () => {
  it('round-trips an instant through the browser zone', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('postRequestBody', () => {
  it('sends blanks as absent or null and keeps the chosen tags', () => {
    const values = {
      ...formValuesOf(null, { authorId: 'a1' }),
      title: 'T',
      excerpt: 'E',
      content: '<p>x</p>',
      tagIds: ['t1'],
    };
    expect(postRequestBody(values)).toEqual({
      title: 'T',
      excerpt: 'E',
      content: '<p>x</p>',
      featured_image: null,
      status: 'draft',
      published_at: null,
      author_id: 'a1',
      category_id: null,
      tag_ids: ['t1'],
    });
  });
});

describe('publicationSummary', () => {
  const now = new Date('2026-11-01T00:00:00Z');

  it('tells drafts, scheduled and immediate publication apart', () => {
    expect(publicationSummary({ status: 'draft', publishAt: '' }, now)).toMatch(/draft/);
    expect(publicationSummary({ status: 'published', publishAt: '' }, now)).toMatch(/^Published/);
    expect(publicationSummary({ status: 'published', publishAt: toLocalInput('2026-12-24T10:00:00Z') }, now)).toMatch(
      /^Scheduled: it becomes public on December 24, 2026/,
    );
  });
});
