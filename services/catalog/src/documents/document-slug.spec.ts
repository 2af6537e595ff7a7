import { slugFromTitle, suffixedSlug } from './document-slug';

describe('slugFromTitle', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugFromTitle('Organic Chemistry: Reaction Mechanisms (Part 2)')).toBe(
      'organic-chemistry-reaction-mechanisms-part-2',
    );
  });

  it('folds accents and falls back to "document" when nothing is left', () => {
    expect(slugFromTitle('Économie générale')).toBe('economie-generale');
    expect(slugFromTitle('???')).toBe('document');
  });

  it('never ends on a hyphen after cutting to 80 characters', () => {
    const slug = slugFromTitle(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('suffixedSlug', () => {
  it('adds six hex characters', () => {
    expect(suffixedSlug('notes')).toMatch(/^notes-[0-9a-f]{6}$/);
  });
});
