import { nameOf, readNamedRecords } from './named-records';

describe('readNamedRecords', () => {
  it('keeps id and name and skips what is not a record', () => {
    expect(
      readNamedRecords([
        { id: 'u1', name: 'University of Lagos', slug: 'unilag' },
        { id: 7, name: 'MIT' },
        { id: 'x' },
        null,
        { id: 'y', name: ' ' },
      ]),
    ).toEqual([
      { id: 'u1', name: 'University of Lagos' },
      { id: '7', name: 'MIT' },
    ]);
  });

  it('reads anything else as empty', () => {
    expect(readNamedRecords({ data: [] })).toEqual([]);
  });
});

describe('nameOf', () => {
  it('finds the name of an id', () => {
    expect(nameOf([{ id: 'a', name: 'A' }], 'a')).toBe('A');
    expect(nameOf([{ id: 'a', name: 'A' }], 'b')).toBeNull();
    expect(nameOf([], null)).toBeNull();
  });
});
