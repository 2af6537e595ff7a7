import { NearWordIndex } from './near-word-index';

describe('NearWordIndex', () => {
  const index = new NearWordIndex(['government', 'tomorrow', 'their', 'separately', 'cat']);

  it.each([
    ['goverment', 'government'],
    ['tomorow', 'tomorrow'],
    ['thier', 'their'],
    ['seperatly', 'separately'],
  ])('finds %s two edits or fewer from %s', (misspelling, meant) => {
    expect(index.candidates(misspelling)).toContain(meant);
  });

  it('finds nothing for a word far from every indexed word', () => {
    expect(index.candidates('kucera').size).toBe(0);
    expect(index.candidates('dogs')).not.toContain('cat');
  });
});
