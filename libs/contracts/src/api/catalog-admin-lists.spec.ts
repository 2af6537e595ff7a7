import { inUseMessage, isUnused } from './catalog-admin-lists';

describe('the refusal of deleting a taxonomy row still in use', () => {
  it('names every kind of thing that uses it, with counts', () => {
    expect(inUseMessage('university', { documents: 12, courses: 3 })).toBe(
      'This university has 12 documents and 3 courses; move or delete them first.',
    );
    expect(inUseMessage('subject', { documents: 1, textbooks: 2, homework_questions: 1 })).toBe(
      'This subject has 1 document, 2 textbooks and 1 homework question; move or delete them first.',
    );
  });

  it('leaves out what is not used and speaks of one thing as it', () => {
    expect(inUseMessage('course', { documents: 1 })).toBe('This course has 1 document; move or delete it first.');
    expect(inUseMessage('university', { documents: 0, courses: 1500 })).toBe(
      'This university has 1,500 courses; move or delete them first.',
    );
  });

  it('is unused only when every count is zero', () => {
    expect(isUnused({ documents: 0, courses: 0 })).toBe(true);
    expect(isUnused({ documents: 0, textbooks: 1 })).toBe(false);
  });
});
