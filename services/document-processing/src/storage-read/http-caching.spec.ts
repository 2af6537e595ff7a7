import { entityTagOf, matchesIfNoneMatch } from './http-caching';

describe('entityTagOf', () => {
  const updatedAt = new Date('2026-01-02T03:04:05.678Z');

  it('is a quoted strong tag', () => {
    expect(entityTagOf({ size: 1024, updatedAt })).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  });

  it('changes when the size or the modification time changes', () => {
    const tag = entityTagOf({ size: 1024, updatedAt });
    expect(entityTagOf({ size: 1025, updatedAt })).not.toBe(tag);
    expect(entityTagOf({ size: 1024, updatedAt: new Date(updatedAt.getTime() + 1) })).not.toBe(tag);
    expect(entityTagOf({ size: 1024, updatedAt: new Date(updatedAt) })).toBe(tag);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = '"400-19b7d8e0a2e"';

  it.each([
    [tag, true],
    [`W/${tag}`, true],
    [`"other", ${tag}`, true],
    ['*', true],
    ['"other"', false],
    ['400-19b7d8e0a2e', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(expected);
  });

  it('does not match without the header', () => {
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
