import {
  buildInstantSearchUrl,
  buildNoResultsMessage,
  buildSearchPageHref,
  isSearchableQuery,
  parseInstantResults,
} from './search-query';

describe('search query rules', () => {
  it.each(['', ' ', '\t \n'])('does not search for %p', (query) => {
    expect(isSearchableQuery(query)).toBe(false);
    expect(buildSearchPageHref(query)).toBeNull();
  });

  it('trims before searching and navigating', () => {
    expect(isSearchableQuery('  calculus ')).toBe(true);
    expect(buildInstantSearchUrl('  calculus ')).toBe('/api/search/instant?q=calculus');
    expect(buildSearchPageHref('  linear algebra  ')).toBe('/search?q=linear+algebra');
  });

  it('encodes special characters', () => {
    expect(buildSearchPageHref('C++ & data/structures?')).toBe('/search?q=C%2B%2B+%26+data%2Fstructures%3F');
  });

  it('words the empty result exactly as the spec', () => {
    expect(buildNoResultsMessage(' thermodynamics ')).toBe('No results found for "thermodynamics"');
  });
});

describe('parseInstantResults', () => {
  const documents = Array.from({ length: 7 }, (_, index) => ({
    id: `d${index}`,
    slug: `doc-${index}`,
    title: `Document ${index}`,
    price: 3,
  }));
  const questions = Array.from({ length: 5 }, (_, index) => ({
    id: `q${index}`,
    slug: `question-${index}`,
    question: `Question ${index}?`,
  }));

  it('keeps at most 5 documents and 3 questions', () => {
    const results = parseInstantResults({ data: { documents, questions } });
    expect(results.documents).toHaveLength(5);
    expect(results.questions).toHaveLength(3);
    expect(results.documents[0]).toEqual({ id: 'd0', slug: 'doc-0', title: 'Document 0' });
    expect(results.questions[2]).toEqual({ id: 'q2', slug: 'question-2', question: 'Question 2?' });
  });

  it.each([null, undefined, 'oops', 42, {}, { data: null }, { error: { code: 'X', message: 'x' } }])(
    'treats %p as empty lists',
    (body) => {
      expect(parseInstantResults(body)).toEqual({ documents: [], questions: [] });
    },
  );

  it('drops malformed entries and tolerates a missing list', () => {
    const results = parseInstantResults({
      data: { documents: [{ id: 1, slug: 'ok', title: 'Fine' }, { id: 'x' }, null] },
    });
    expect(results).toEqual({ documents: [{ id: '1', slug: 'ok', title: 'Fine' }], questions: [] });
  });
});
