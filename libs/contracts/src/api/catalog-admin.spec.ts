import { adminUniversityListQuerySchema } from './catalog-admin-lists';
import {
  SUBJECT_ICON_NAMES,
  createSubjectSchema,
  updateSubjectSchema,
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

  it('takes a subject icon only from the fixed set', () => {
    for (const icon of SUBJECT_ICON_NAMES) expect(updateSubjectSchema.parse({ icon_name: icon }).icon_name).toBe(icon);
    const refused = updateSubjectSchema.safeParse({ icon_name: 'orbit' });
    expect(refused.error?.issues[0]?.message).toBe('Choose one of the listed icons.');
  });

  it('refuses a colour that is not a six-digit hex and lowercases one that is', () => {
    expect(updateSubjectSchema.parse({ color: '#0EA5E9' }).color).toBe('#0ea5e9');
    for (const color of ['blue', '#fff', '0ea5e9', '#0ea5e9ff']) {
      expect(updateSubjectSchema.safeParse({ color }).success).toBe(false);
    }
  });
});

describe('admin universities list query', () => {
  it('pages by 10 sorted by name ascending unless told (spec section 7)', () => {
    expect(adminUniversityListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sort: 'name',
      order: 'asc',
      format: 'json',
    });
  });

  it('reads a country code in any case and a category in lower case, and refuses an unknown sort', () => {
    expect(adminUniversityListQuerySchema.parse({ country: 'ke', category: 'Engineering' })).toMatchObject({
      country: 'KE',
      category: 'engineering',
    });
    expect(adminUniversityListQuerySchema.safeParse({ sort: 'slug; drop table' }).success).toBe(false);
    expect(adminUniversityListQuerySchema.safeParse({ country: 'Kenya' }).success).toBe(false);
  });
});
