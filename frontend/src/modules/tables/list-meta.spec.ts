import { pageCountOf, readListMeta } from './list-meta';

describe('readListMeta', () => {
  it('reads page, limit and total', () => {
    expect(readListMeta({ page: 2, limit: 10, total: 35 }, 10)).toEqual({ page: 2, limit: 10, total: 35 });
  });

  it('treats an answer without meta as one page of what it holds', () => {
    expect(readListMeta(undefined, 4)).toEqual({ page: 1, limit: 4, total: 4 });
    expect(readListMeta({ page: 0, limit: -1, total: 'x' }, 0)).toEqual({ page: 1, limit: 1, total: 0 });
  });
});

describe('pageCountOf', () => {
  it('rounds up and is at least one', () => {
    expect(pageCountOf({ page: 1, limit: 10, total: 35 })).toBe(4);
    expect(pageCountOf({ page: 1, limit: 10, total: 0 })).toBe(1);
  });
});
