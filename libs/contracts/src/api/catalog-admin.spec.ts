import {
  createSubjectSchema,
  createTextbookSchema,
  createUniversitySchema,
  isValidIsbn,
  normalizeIsbn,
  updateTextbookSchema,
  updateUniversitySchema,
} from './catalog-admin';

describe('ISBN validation', () => {
  it.each(['978-0-13-468599-1', '9780262046305', '0-262-03384-4', '0262033844', '0 8044 2957 X'])(
    'accepts %s',
    (isbn) => expect(isValidIsbn(isbn)).toBe(true),
  );

  it.each(['978-0-13-468599-2', '12345', '0262033845', '979ABCDEFGHIJ', ''])('refuses %s', (isbn) =>
    expect(isValidIsbn(isbn)).toBe(false),
  );

  it('stores digits only, with an upper-case check character', () => {
    expect(normalizeIsbn('0-8044-2957-x')).toBe('080442957X');
  });
});

describe('admin taxonomy inputs', () => {
  it('creates a public university with no categories unless told', () => {
    expect(createUniversitySchema.parse({ name: '  Quill College ', country: 'gb' })).toEqual({
      name: 'Quill College',
      country: 'GB',
      type: 'public',
      categories: [],
    });
  });

  it('changes only what an update carries', () => {
    expect(updateUniversitySchema.parse({ name: 'New Name' })).toEqual({ name: 'New Name' });
    expect(updateTextbookSchema.parse({ isbn: '978-0-13-468599-1' })).toEqual({ isbn: '9780134685991' });
  });

  it('refuses a slug with whitespace, capitals or a path separator', () => {
    for (const slug of ['has space', 'Upper', 'a/b', '..']) {
      const result = updateUniversitySchema.safeParse({ slug });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid university slug');
    }
  });

  it('refuses a textbook with a wrong check digit', () => {
    const result = createTextbookSchema.safeParse({ title: 'Book', author: 'Someone', isbn: '978-0-13-468599-2' });
    expect(result.error?.issues[0]?.message).toBe('Enter a valid ISBN-10 or ISBN-13.');
  });

  it('gives a subject a lucide icon and a colour by default', () => {
    expect(createSubjectSchema.parse({ name: 'Astronomy' })).toMatchObject({
      icon_name: 'book-open',
      color: '#2563eb',
      acronym: '',
      description: '',
    });
  });
});
