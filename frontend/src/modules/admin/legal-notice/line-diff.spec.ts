import { diffLines } from './line-diff';

describe('diffLines', () => {
  it('marks removed, added and unchanged lines in order', () => {
    expect(diffLines('## A\n\nold text\nkept', '## A\n\nnew text\nkept\nmore')).toEqual([
      { type: 'same', text: '## A' },
      { type: 'same', text: '' },
      { type: 'removed', text: 'old text' },
      { type: 'added', text: 'new text' },
      { type: 'same', text: 'kept' },
      { type: 'added', text: 'more' },
    ]);
  });

  it('finds nothing changed in equal texts', () => {
    expect(diffLines('a\nb', 'a\r\nb').every((line) => line.type === 'same')).toBe(true);
  });
});
