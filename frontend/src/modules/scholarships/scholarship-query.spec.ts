import { hasFilters, parseScholarshipQuery, scholarshipApiQuery, scholarshipListHref } from './scholarship-query';

describe('scholarship query', () => {
  it('reads the filters the API accepts and drops the rest', () => {
    const query = parseScholarshipQuery({
      q: ' gates ',
      field_of_study: 'engineering',
      level: 'kindergarten',
      country: 'gb',
      university: 'university-of-oxford',
      min_amount: '5000',
      deadline_before: '2027-02-30x',
      sort: 'amount',
      page: '3',
    });
    expect(query).toEqual({
      q: 'gates',
      field: 'engineering',
      country: 'GB',
      university: 'university-of-oxford',
      minAmount: 5000,
      includeClosed: false,
      sort: 'amount',
      page: 3,
    });
  });

  it('defaults to the closest deadline first on page 1 without filters', () => {
    const query = parseScholarshipQuery({});
    expect(query).toEqual({ sort: 'deadline', includeClosed: false, page: 1 });
    expect(hasFilters(query)).toBe(false);
  });

  it('asks the API with its own parameter names', () => {
    const query = parseScholarshipQuery({ level: 'phd', include_closed: 'true', page: '2' });
    expect(scholarshipApiQuery(query, 12)).toBe('?level=phd&include_closed=true&page=2&limit=12');
  });

  it('links back to page 1 when a filter changes, keeping the others', () => {
    const query = parseScholarshipQuery({ level: 'phd', page: '4', sort: 'newest' });
    expect(scholarshipListHref(query, { country: 'DE' })).toBe('/scholarships?level=phd&country=DE&sort=newest');
    expect(scholarshipListHref(query, { page: 2 })).toBe('/scholarships?level=phd&sort=newest&page=2');
  });
});
