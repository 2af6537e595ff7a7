import { parseUserFilters, usersApiQuery, usersPageHref } from './user-filters';

describe('admin user filters', () => {
  it('reads search, role, status and page from the query', () => {
    const filters = parseUserFilters({ search: '  ada@example.org ', role: 'admin', status: 'inactive', page: '3' });
    expect(filters).toEqual({ search: 'ada@example.org', role: 'admin', status: 'inactive', page: 3 });
    expect(usersApiQuery(filters)).toBe('?search=ada%40example.org&role=admin&status=inactive&page=3&limit=20');
    expect(usersPageHref(filters, 1)).toBe('/admin/users?search=ada%40example.org&role=admin&status=inactive');
    expect(usersPageHref(filters, 2)).toBe('/admin/users?search=ada%40example.org&role=admin&status=inactive&page=2');
  });

  it('ignores unknown roles and statuses and a page that is not a positive number', () => {
    const filters = parseUserFilters({ role: 'owner', status: ['gone'], page: '-1' });
    expect(filters).toEqual({ search: '', role: null, status: null, page: 1 });
    expect(usersApiQuery(filters)).toBe('?page=1&limit=20');
    expect(usersPageHref(filters, 1)).toBe('/admin/users');
  });

  it('cuts a search longer than the API takes', () => {
    expect(parseUserFilters({ search: 'a'.repeat(250) }).search).toHaveLength(200);
  });
});
