import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases the name and replaces whitespace with hyphens', () => {
    expect(slugify('University of Oxford')).toBe('university-of-oxford');
    expect(slugify('Computer Science')).toBe('computer-science');
  });

  it('turns each run of whitespace, tabs and newlines included, into one hyphen', () => {
    expect(slugify('Mechanical   Engineering')).toBe('mechanical-engineering');
    expect(slugify('Law\tand\nSociety')).toBe('law-and-society');
  });

  it('drops leading and trailing whitespace instead of leaving hyphens', () => {
    expect(slugify('  Economics ')).toBe('economics');
  });

  it('keeps every other character as the rule says', () => {
    expect(slugify("King's College London")).toBe("king's-college-london");
    expect(slugify('Université Laval')).toBe('université-laval');
    expect(slugify('Data-Science')).toBe('data-science');
  });
});

describe('slugify for URL paths', () => {
  it('turns characters that would split a path segment into hyphens', () => {
    expect(slugify('Arts/Design')).toBe('arts-design');
    expect(slugify('C# Programming')).toBe('c--programming');
    expect(slugify('100% Online? Yes')).toBe('100--online--yes');
  });
});
