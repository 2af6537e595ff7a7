import { parseUniversityQuery, universityApiQuery, universityListHref } from './university-query';

describe('parseUniversityQuery', () => {
  it('defaults to names A to Z on page 1', () => {
    expect(parseUniversityQuery({})).toEqual({ sortBy: 'name', sortOrder: 'asc', page: 1 });
  });

  it('reads search, country, category, sort and page', () => {
    expect(
      parseUniversityQuery({
        search: ' nairobi ',
        country: 'ke',
        category: 'Medicine',
        sortBy: 'document_count',
        page: '2',
      }),
    ).toEqual({
      search: 'nairobi',
      country: 'KE',
      category: 'medicine',
      sortBy: 'document_count',
      sortOrder: 'desc',
      page: 2,
    });
  });

  it('counts read largest first unless the URL says otherwise', () => {
    expect(parseUniversityQuery({ sortBy: 'courses_count' }).sortOrder).toBe('desc');
    expect(parseUniversityQuery({ sortBy: 'document_count', sortOrder: 'asc' }).sortOrder).toBe('asc');
    expect(parseUniversityQuery({ sortOrder: 'desc' }).sortOrder).toBe('desc');
  });

  it('drops values the catalog would refuse', () => {
    expect(parseUniversityQuery({ country: 'Kenya', category: 'astrology', sortBy: 'rank', sortOrder: 'up' })).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
      page: 1,
    });
  });
});

describe('universityApiQuery', () => {
  it('names every parameter of GET /api/universities', () => {
    expect(
      universityApiQuery(
        {
          search: 'tech',
          country: 'US',
          category: 'engineering',
          sortBy: 'document_count',
          sortOrder: 'desc',
          page: 2,
        },
        24,
      ),
    ).toBe('?search=tech&country=US&category=engineering&page=2&limit=24&sortBy=document_count&sortOrder=desc');
  });
});

describe('universityListHref', () => {
  it('leaves defaults out of the URL', () => {
    expect(universityListHref({ sortBy: 'name', sortOrder: 'asc', page: 1 })).toBe('/universities');
    expect(universityListHref({ sortBy: 'document_count', sortOrder: 'desc', page: 1 })).toBe(
      '/universities?sortBy=document_count',
    );
  });

  it('keeps filters and a non-default order in page links', () => {
    const query = { country: 'KE', sortBy: 'name', sortOrder: 'desc', page: 1 } as const;
    expect(universityListHref(query, { page: 2 })).toBe('/universities?country=KE&sortOrder=desc&page=2');
  });
});
