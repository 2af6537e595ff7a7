import { deckSlugOf } from './deck-slug';

const ID = '3f9a1c2e-7b4d-4e1a-9c3b-2d5e6f708192';

describe('deckSlugOf', () => {
  it('keeps the title readable and ends with a short id', () => {
    expect(deckSlugOf('Cell Biology: the Basics', ID)).toBe('cell-biology-the-basics-3f9a1c2e');
  });

  it('drops accents and cuts a long title at a word', () => {
    const slug = deckSlugOf(
      'Économie politique et histoire des idées économiques au dix-neuvième siècle en Europe',
      ID,
    );
    expect(slug).toMatch(/^economie-politique-[a-z0-9-]+-3f9a1c2e$/);
    expect(slug.length).toBeLessThanOrEqual(60 + 9);
    expect(slug).not.toContain('--');
  });

  it('names a title without Latin letters or digits by its id', () => {
    expect(deckSlugOf('生物学', ID)).toBe('deck-3f9a1c2e');
  });
});
