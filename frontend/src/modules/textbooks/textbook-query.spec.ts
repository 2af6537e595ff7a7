import { parseTextbookQuery, textbookApiQuery, textbookListHref } from './textbook-query';

const SUBJECT = '0b9a6a52-6a8f-4c55-9f0e-3c1d2e4f5a6b';

describe('parseTextbookQuery', () => {
  it('reads the search, a subject id, the sort and the page', () => {
    expect(parseTextbookQuery({ q: ' calculus ', subject_id: SUBJECT, sort: 'popular', page: '2' })).toEqual({
      q: 'calculus',
      subject_id: SUBJECT,
      sort: 'popular',
      page: 2,
    });
  });

  it('drops what the catalog would refuse instead of failing the page', () => {
    expect(parseTextbookQuery({ subject_id: 'mathematics', sort: 'cheapest', page: '-1' })).toEqual({ page: 1 });
  });

  it('treats the default sort as no sort', () => {
    expect(parseTextbookQuery({ sort: 'title' })).toEqual({ page: 1 });
  });
});

describe('textbookApiQuery', () => {
  it('asks for one page of the search', () => {
    expect(textbookApiQuery({ q: 'stewart', page: 3 }, 12)).toBe('?q=stewart&page=3&limit=12');
  });
});

describe('textbookListHref', () => {
  it('keeps the search in page links and leaves page 1 out', () => {
    const query = { q: 'physics', subject_id: SUBJECT, page: 2 };
    expect(textbookListHref(query, { page: 1 })).toBe(`/textbooks?q=physics&subject_id=${SUBJECT}`);
    expect(textbookListHref(query, { page: 3 })).toBe(`/textbooks?q=physics&subject_id=${SUBJECT}&page=3`);
  });
});
