import { activeFilterCount, documentFiltersHref, documentFiltersQuery, parseDocumentFilters } from './document-filters';

const SUBJECT = '0b7e6a52-8a3c-4f57-9a51-3d2f1c0e9b11';
const UNIVERSITY = '5c4a3b2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const COURSE = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

describe('parseDocumentFilters', () => {
  it('keeps known filters and sorts, drops blanks and unknown sorts', () => {
    expect(parseDocumentFilters({ q: '  calculus ', subject_id: '', sort: 'cheapest', page: '3' })).toEqual({
      q: 'calculus',
      page: 3,
    });
    expect(parseDocumentFilters({ sort: 'downloads', document_type_id: '4', subject_id: SUBJECT })).toEqual({
      sort: 'downloads',
      document_type_id: '4',
      subject_id: SUBJECT,
      page: 1,
    });
  });

  it('reads a bad page as the first and caps a huge one', () => {
    expect(parseDocumentFilters({ page: 'x' }).page).toBe(1);
    expect(parseDocumentFilters({ page: '-2' }).page).toBe(1);
    expect(parseDocumentFilters({ page: '99999999999' }).page).toBe(100_000);
  });

  it('drops ids the API would refuse instead of failing the page', () => {
    expect(
      parseDocumentFilters({ subject_id: 'mathematics', textbook_id: '1; drop', document_type_id: 'abc' }),
    ).toEqual({ page: 1 });
    expect(parseDocumentFilters({ document_type_id: '0' })).toEqual({ page: 1 });
  });

  it('takes the first of repeated parameters and lower-cases ids', () => {
    expect(parseDocumentFilters({ subject_id: [SUBJECT.toUpperCase(), 'x'] }).subject_id).toBe(SUBJECT);
  });

  it('keeps a course only together with its university', () => {
    expect(parseDocumentFilters({ course_id: COURSE }).course_id).toBeUndefined();
    expect(parseDocumentFilters({ university_id: UNIVERSITY, course_id: COURSE })).toEqual({
      university_id: UNIVERSITY,
      course_id: COURSE,
      page: 1,
    });
  });

  it('cuts a query longer than the API accepts', () => {
    expect(parseDocumentFilters({ q: 'a'.repeat(500) }).q).toHaveLength(200);
  });
});

describe('documentFiltersQuery', () => {
  it('builds page links that keep the filters and leave page 1 out', () => {
    const filters = parseDocumentFilters({ subject_id: SUBJECT, sort: 'rating', page: '2' });
    expect(documentFiltersQuery(filters, { page: 1 })).toBe(`?subject_id=${SUBJECT}&sort=rating`);
    expect(documentFiltersQuery(filters, { page: 3 })).toBe(`?subject_id=${SUBJECT}&sort=rating&page=3`);
  });

  it('adds page and limit for the API', () => {
    expect(documentFiltersQuery({ page: 1 }, {}, 10)).toBe('?page=1&limit=10');
  });

  it('encodes the text query', () => {
    expect(documentFiltersQuery({ q: 'C++ & data', page: 1 })).toBe('?q=C%2B%2B+%26+data');
  });
});

describe('activeFilterCount', () => {
  it('counts the narrowing filters, not the query or the sort', () => {
    expect(activeFilterCount({ q: 'x', sort: 'rating', page: 2 })).toBe(0);
    expect(activeFilterCount({ document_type_id: '3', subject_id: SUBJECT, page: 1 })).toBe(2);
  });
});

describe('documentFiltersHref', () => {
  it('drops blank fields, checks the rest and starts again at page 1', () => {
    const entries: [string, unknown][] = [
      ['q', ' limits '],
      ['document_type_id', '1'],
      ['subject_id', ''],
      ['university_id', 'not-an-id'],
      ['sort', 'price_asc'],
      ['page', '4'],
    ];
    expect(documentFiltersHref('/documents', entries)).toBe('/documents?q=limits&document_type_id=1&sort=price_asc');
  });

  it('leads to the bare path when nothing is chosen', () => {
    expect(documentFiltersHref('/search', [['q', '  ']])).toBe('/search');
  });
});
