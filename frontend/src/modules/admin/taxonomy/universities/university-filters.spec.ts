import { parseUniversityFilters, universitiesApiQuery, universitiesPageHref } from './university-filters';

describe('/admin/universities filters', () => {
  it('reads status, country and category; unknown values are dropped, not sent to fail', () => {
    expect(parseUniversityFilters({ status: 'pending', country: 'ke', category: 'Engineering' })).toMatchObject({
      status: 'pending',
      country: 'KE',
      category: 'engineering',
    });
    expect(parseUniversityFilters({ status: 'gone', country: 'Kenya' })).toMatchObject({ status: null, country: null });
  });

  it('asks the API for the filtered page and keeps the same filters on the page links', () => {
    const filters = parseUniversityFilters({ status: 'pending', country: 'KE', page: '2' });
    expect(universitiesApiQuery(filters)).toBe(
      '/admin/universities?status=pending&country=KE&sort=name&order=asc&page=2&limit=10',
    );
    expect(universitiesPageHref(filters, 3)).toBe('/admin/universities?status=pending&country=KE&page=3');
  });
});
