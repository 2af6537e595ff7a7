import { apiQueryOf, pageHrefOf, readListState } from './list-query';

const DEFAULTS = { by: 'name', order: 'asc' } as const;

describe('taxonomy list addresses', () => {
  it('reads search, page and a sort the list allows; anything else falls back', () => {
    expect(
      readListState({ search: '  oxford ', page: '3', sort: 'status', order: 'desc' }, ['name', 'status'], DEFAULTS),
    ).toEqual({
      search: 'oxford',
      page: 3,
      sort: { by: 'status', order: 'desc' },
    });
    expect(readListState({ page: '-2', sort: 'password' }, ['name'], DEFAULTS)).toEqual({
      search: '',
      page: 1,
      sort: DEFAULTS,
    });
  });

  it('asks the API for 10 a page with the filters and order', () => {
    const state = readListState({ search: 'tech' }, ['name'], DEFAULTS);
    expect(
      apiQueryOf('/admin/universities', state, [
        ['status', 'pending'],
        ['country', null],
      ]),
    ).toBe('/admin/universities?search=tech&status=pending&sort=name&order=asc&page=1&limit=10');
  });

  it('keeps the page address short: no usual order, no first page', () => {
    const state = readListState({ search: 'tech', sort: 'name', order: 'asc' }, ['name'], DEFAULTS);
    expect(pageHrefOf('/admin/subjects', state, [], DEFAULTS, 1)).toBe('/admin/subjects?search=tech');
    const sorted = readListState({ sort: 'name', order: 'desc' }, ['name'], DEFAULTS);
    expect(pageHrefOf('/admin/subjects', sorted, [], DEFAULTS, 2)).toBe('/admin/subjects?sort=name&order=desc&page=2');
  });
});
