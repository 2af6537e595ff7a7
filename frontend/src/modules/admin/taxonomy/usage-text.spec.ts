import { usageVerdict } from './usage-text';

describe('what the delete dialog says', () => {
  it('refuses with the sentence catalog answers when something still uses the row', () => {
    expect(usageVerdict('university', { documents: 12, courses: 3 })).toEqual({
      canDelete: false,
      text: 'This university has 12 documents and 3 courses; move or delete them first.',
    });
  });

  it('lets an unused row go, warning that it is for good', () => {
    expect(usageVerdict('subject', { documents: 0, textbooks: 0, homework_questions: 0 })).toEqual({
      canDelete: true,
      text: 'Nothing uses this subject. Deleting it cannot be undone.',
    });
  });
});
