import { filterKeyOf } from './filter-key';

const subject = '1f0c2a4e-0000-4000-8000-00000000000a';
const university = '2f0c2a4e-0000-4000-8000-00000000000b';
const course = '3f0c2a4e-0000-4000-8000-00000000000c';
const textbook = '4f0c2a4e-0000-4000-8000-00000000000d';

describe('filterKeyOf', () => {
  it('keys no filter as the empty string (every approved document)', () => {
    expect(filterKeyOf({})).toBe('');
  });

  it('joins the parts in type, subject, university order whatever the query order', () => {
    expect(filterKeyOf({ university_id: university, document_type_id: 3, subject_id: subject })).toBe(
      `t=3;s=${subject};u=${university}`,
    );
  });

  it('lower-cases ids as PostgreSQL prints uuids', () => {
    expect(filterKeyOf({ subject_id: subject.toUpperCase() })).toBe(`s=${subject}`);
  });

  it('counts a course or a textbook alone or with a type', () => {
    expect(filterKeyOf({ course_id: course })).toBe(`c=${course}`);
    expect(filterKeyOf({ course_id: course, document_type_id: 1 })).toBe(`t=1;c=${course}`);
    expect(filterKeyOf({ textbook_id: textbook, document_type_id: 10 })).toBe(`t=10;b=${textbook}`);
  });

  it('has no key for combinations that are counted on demand', () => {
    expect(filterKeyOf({ course_id: course, subject_id: subject })).toBeNull();
    expect(filterKeyOf({ textbook_id: textbook, university_id: university })).toBeNull();
    expect(filterKeyOf({ course_id: course, textbook_id: textbook })).toBeNull();
  });
});
