import { parseUserFilters, usersApiQuery, usersPageHref, usersSortHref } from './user-filters';

describe('admin user filters', () => {
  it('reads search, role, status and page from the query', () => {
    const filters = parseUserFilters({ search: '  ada@example.org ', role: 'admin', status: 'inactive', page: '3' });
    expect(filters).toEqual({
      search: 'ada@example.org',
      role: 'admin',
      status: 'inactive',
      page: 3,
      sort: { by: 'created_at', order: 'desc' },
    });
    expect(usersApiQuery(filters)).toBe(
      '?search=ada%40example.org&role=admin&status=inactive&sort=created_at&order=desc&page=3&limit=20',
    );
    expect(usersPageHref(filters, 1)).toBe('/admin/users?search=ada%40example.org&role=admin&status=inactive');
    expect(usersPageHref(filters, 2)).toBe('/admin/users?search=ada%40example.org&role=admin&status=inactive&page=2');
  });

  it('ignores unknown roles and statuses and a page that is not a positive number', () => {
    const filters = parseUserFilters({ role: 'owner', status: ['gone'], page: '-1' });
    expect(filters).toEqual({
      search: '',
      role: null,
      status: null,
      page: 1,
      sort: { by: 'created_at', order: 'desc' },
    });
    expect(usersApiQuery(filters)).toBe('?sort=created_at&order=desc&page=1&limit=20');
    expect(usersPageHref(filters, 1)).toBe('/admin/users');
  });

  it('keeps an order other than newest first in the page addresses, and starts a new order on page 1', () => {
    const filters = parseUserFilters({ status: 'active', sort: 'full_name', order: 'asc', page: '2' });
    expect(filters.sort).toEqual({ by: 'full_name', order: 'asc' });
    expect(usersPageHref(filters, 3)).toBe('/admin/users?status=active&sort=full_name&order=asc&page=3');
    expect(usersSortHref(filters, { by: 'email', order: 'desc' })).toBe(
      '/admin/users?status=active&sort=email&order=desc',
    );
    expect(parseUserFilters({ sort: 'password_hash' }).sort).toEqual({ by: 'created_at', order: 'desc' });
  });

  it('cuts a search longer than the API takes', () => {
    expect(parseUserFilters({ search: 'a'.repeat(250) }).search).toHaveLength(200);
  });
});
