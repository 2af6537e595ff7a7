import {
  activeIndexAfterKey,
  documentHref,
  questionHref,
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

describe('parseInstantResults details', () => {
  it('labels a document with its type and subject when the catalog sends them', () => {
    const results = parseInstantResults({
      data: {
        documents: [{ id: 'd', slug: 's', title: 'T', document_type: 'Class Notes', subject: 'Biology' }],
        questions: [],
      },
    });
    expect(results.documents[0]).toEqual({ id: 'd', slug: 's', title: 'T', detail: 'Class Notes · Biology' });
  });

  it('labels a question with its subject, and leaves the label out when there is none', () => {
    const results = parseInstantResults({
      data: {
        documents: [{ id: 'd', slug: 's', title: 'T', document_type: 'Flashcards', subject: null }],
        questions: [
          { id: 'q', slug: 'qs', question: 'Why?', subject: 'Physics' },
          { id: 'r', slug: 'rs', question: 'How?', subject: null },
        ],
      },
    });
    expect(results.documents[0]).toEqual({ id: 'd', slug: 's', title: 'T', detail: 'Flashcards' });
    expect(results.questions).toEqual([
      { id: 'q', slug: 'qs', question: 'Why?', detail: 'Physics' },
      { id: 'r', slug: 'rs', question: 'How?' },
    ]);
  });

  it('links documents and questions to their public pages', () => {
    expect(documentHref({ id: 'd', slug: 'calculus-notes', title: 'T' })).toBe('/documents/calculus-notes');
    expect(questionHref({ id: 'q', slug: 'what-is-a-limit', question: 'Q' })).toBe(
      '/ai-homework-helper/what-is-a-limit',
    );
  });
});

describe('activeIndexAfterKey', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(activeIndexAfterKey(-1, 'ArrowDown', 3)).toBe(0);
    expect(activeIndexAfterKey(0, 'ArrowDown', 3)).toBe(1);
    expect(activeIndexAfterKey(2, 'ArrowDown', 3)).toBe(0);
    expect(activeIndexAfterKey(-1, 'ArrowUp', 3)).toBe(2);
    expect(activeIndexAfterKey(1, 'ArrowUp', 3)).toBe(0);
    expect(activeIndexAfterKey(0, 'ArrowUp', 3)).toBe(2);
  });

  it('has nothing to make active without options, and ignores other keys', () => {
    expect(activeIndexAfterKey(-1, 'ArrowDown', 0)).toBe(-1);
    expect(activeIndexAfterKey(1, 'Enter', 3)).toBeNull();
    expect(activeIndexAfterKey(1, 'a', 3)).toBeNull();
  });
});
