import { textbookFormValuesOf, validateTextbookForm } from './textbook-form';

const base = { ...textbookFormValuesOf(null), title: 'Quillmere Tables', author: 'Ada Quill' };

describe('the textbook form', () => {
  it('normalises a valid ISBN and sends empty fields as null', () => {
    expect(validateTextbookForm({ ...base, isbn: '0-8044-2957-x', publication_year: '1996' }, false)).toEqual({
      ok: true,
      input: {
        title: 'Quillmere Tables',
        author: 'Ada Quill',
        publisher: null,
        edition: null,
        publication_year: 1996,
        isbn: '080442957X',
        rating: null,
        subject_id: null,
        description: '',
      },
    });
  });

  it('refuses a wrong check digit, a year out of range and a rating above 5', () => {
    expect(
      validateTextbookForm({ ...base, isbn: '978-0-13-468599-2', publication_year: '1200', rating: '6' }, false),
    ).toEqual({
      ok: false,
      errors: {
        isbn: 'Enter a valid ISBN-10 or ISBN-13.',
        publication_year: 'Publication year must be a whole number from 1450 to 2100.',
        rating: 'Rating must be from 1 to 5.',
      },
    });
  });
});
