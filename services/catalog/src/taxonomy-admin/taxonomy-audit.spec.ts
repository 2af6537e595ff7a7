import { summaryOf } from './taxonomy-audit';

describe('the audit trail sentence of a taxonomy write', () => {
  const id = '7d0b6f0e-9f1c-4b43-9a57-3f1d2c4b5a61';

  it('names the action, the kind and the row', () => {
    expect(
      summaryOf({ action: 'university.approved', targetId: id, before: { name: 'Old' }, after: { name: 'Quill' } }),
    ).toBe('Approved university Quill');
    expect(summaryOf({ action: 'textbook.cover-changed', targetId: id, before: null, after: { title: 'Moths' } })).toBe(
      'Changed the cover of textbook Moths',
    );
  });

  it('names a deleted row by what it was, and falls back to the id', () => {
    expect(summaryOf({ action: 'subject.deleted', targetId: id, before: { name: 'Botany' }, after: null })).toBe(
      'Deleted subject Botany',
    );
    expect(summaryOf({ action: 'course.deleted', targetId: id, before: null, after: null })).toBe(
      `Deleted course ${id}`,
    );
  });
});
