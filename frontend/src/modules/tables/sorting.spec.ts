import { csvExportHref, hrefWithSort, isDefaultSort, nextSort, parseTableSort } from './sorting';

const DEFAULT = { by: 'created_at', order: 'desc' } as const;

describe('parseTableSort', () => {
  it('reads an allowed column and direction', () => {
    expect(parseTableSort({ sort: 'amount', order: 'asc' }, ['created_at', 'amount'], DEFAULT)).toEqual({
      by: 'amount',
      order: 'asc',
    });
  });

  it('falls back to the default for a column the list does not allow', () => {
    expect(parseTableSort({ sort: 'password', order: 'asc' }, ['created_at', 'amount'], DEFAULT)).toEqual(DEFAULT);
  });

  it('keeps the column but the default direction when the direction is unknown', () => {
    expect(parseTableSort({ sort: ['amount', 'x'], order: 'up' }, ['created_at', 'amount'], DEFAULT)).toEqual({
      by: 'amount',
      order: 'desc',
    });
  });
});

describe('nextSort', () => {
  it('turns the current column round', () => {
    expect(nextSort({ by: 'amount', order: 'asc' }, 'amount')).toEqual({ by: 'amount', order: 'desc' });
    expect(nextSort({ by: 'amount', order: 'desc' }, 'amount')).toEqual({ by: 'amount', order: 'asc' });
  });

  it('starts another column in its first direction', () => {
    expect(nextSort(DEFAULT, 'name')).toEqual({ by: 'name', order: 'asc' });
    expect(nextSort(DEFAULT, 'amount', 'desc')).toEqual({ by: 'amount', order: 'desc' });
  });
});

describe('addresses', () => {
  it('sets the order and goes back to the first page, keeping the filters', () => {
    expect(hrefWithSort('/admin/orders?status=completed&page=3', { by: 'amount', order: 'asc' })).toBe(
      '/admin/orders?status=completed&sort=amount&order=asc',
    );
    expect(hrefWithSort('/admin/orders', { by: 'amount', order: 'desc' })).toBe('/admin/orders?sort=amount&order=desc');
  });

  it('exports the same filters and order without paging, through the api proxy', () => {
    expect(csvExportHref('/admin/orders?status=completed&sort=amount&order=asc&page=2&limit=20')).toBe(
      '/api/admin/orders?status=completed&sort=amount&order=asc&format=csv',
    );
    expect(csvExportHref('/admin/users')).toBe('/api/admin/users?format=csv');
  });

  it('knows the usual order', () => {
    expect(isDefaultSort({ by: 'created_at', order: 'desc' }, DEFAULT)).toBe(true);
    expect(isDefaultSort({ by: 'created_at', order: 'asc' }, DEFAULT)).toBe(false);
  });
});
