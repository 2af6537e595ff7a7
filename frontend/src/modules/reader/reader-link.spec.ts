import { MAX_HIGHLIGHT_LENGTH, readerLinkOf } from './reader-link';

describe('readerLinkOf', () => {
  it('reads a page and a highlight', () => {
    expect(readerLinkOf('12', '  Cells  divide. ')).toEqual({ initialPage: 12, highlight: 'Cells divide.' });
  });

  it('ignores a page that is not a whole number from 1, and an empty highlight', () => {
    expect(readerLinkOf('0', '')).toEqual({});
    expect(readerLinkOf('2.5', '   ')).toEqual({});
    expect(readerLinkOf('abc', null)).toEqual({});
    expect(readerLinkOf(null, null)).toEqual({});
  });

  it('cuts a long highlight', () => {
    expect(readerLinkOf('1', 'x'.repeat(1000)).highlight).toHaveLength(MAX_HIGHLIGHT_LENGTH);
  });
});
