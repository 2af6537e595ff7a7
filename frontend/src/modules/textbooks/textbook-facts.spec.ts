import type { TextbookResponse } from '@studyhub/contracts';
import { ratingLabel, textbookFacts } from './textbook-facts';

const book: TextbookResponse = {
  id: 't1',
  slug: 'calculus',
  title: 'Calculus: Early Transcendentals',
  author: 'James Stewart',
  publisher: 'Cengage Learning',
  edition: '8th',
  rating: 4.5,
  description: 'Limits and derivatives.',
  isbn: '9781285741550',
  publication_year: 2015,
  cover_image: null,
  subject_id: null,
  subject: null,
  document_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('textbookFacts', () => {
  it('lists author, publisher, edition, year and ISBN in that order', () => {
    expect(textbookFacts(book)).toEqual([
      { label: 'Author', value: 'James Stewart' },
      { label: 'Publisher', value: 'Cengage Learning' },
      { label: 'Edition', value: '8th' },
      { label: 'Year', value: '2015' },
      { label: 'ISBN', value: '9781285741550' },
    ]);
  });

  it('leaves out the facts a book does not have', () => {
    const sparse = { ...book, publisher: null, edition: ' ', publication_year: null, isbn: null };
    expect(textbookFacts(sparse).map((fact) => fact.label)).toEqual(['Author']);
  });
});

describe('ratingLabel', () => {
  it('reads the rating out of 5, or nothing when unrated', () => {
    expect(ratingLabel(4.5)).toBe('4.5 out of 5');
    expect(ratingLabel(4)).toBe('4.0 out of 5');
    expect(ratingLabel(null)).toBeNull();
  });
});
