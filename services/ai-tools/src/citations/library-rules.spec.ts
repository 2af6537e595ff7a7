import type { SourceItem } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { checkLibrary, publicationYear } from './library-rules';

function source(id: string, issued: SourceItem['issued'], extra: Partial<SourceItem> = {}): SourceItem {
  return { id, type: 'article-journal', title: `Source ${id}`, ...(issued ? { issued } : {}), ...extra };
}
const year = (value: number): SourceItem['issued'] => ({ 'date-parts': [[value]] });
const rules = { count: 3, yearRange: { start: 2020, end: 2025 } };

describe('checkLibrary', () => {
  it('counts sources inside the year range, ends included, and meets the count', () => {
    const items = [source('a', year(2020)), source('b', year(2025)), source('c', { 'date-parts': [[2022, 5, 1]] })];
    expect(checkLibrary(items, rules)).toEqual({
      usableCount: 3,
      requiredCount: 3,
      hasEnoughSources: true,
      outsideYearRange: [],
      undated: [],
      duplicates: [],
    });
  });

  it('names sources outside the range, which do not count', () => {
    const items = [source('old', year(2019)), source('new', year(2026)), source('ok', year(2021))];
    expect(checkLibrary(items, rules)).toMatchObject({
      usableCount: 1,
      hasEnoughSources: false,
      outsideYearRange: [
        { id: 'old', year: 2019 },
        { id: 'new', year: 2026 },
      ],
    });
  });

  it('lists undated sources apart; they cannot prove their year, so they do not count', () => {
    const items = [
      source('nd', undefined),
      source('season', { literal: 'Spring 2021' }),
      source('vague', { literal: 'forthcoming' }),
    ];
    expect(checkLibrary(items, { count: 1, yearRange: rules.yearRange })).toMatchObject({
      usableCount: 1,
      hasEnoughSources: true,
      undated: ['nd', 'vague'],
    });
  });

  it('counts a DOI or web address added twice once', () => {
    const items = [
      source('a', year(2021), { DOI: '10.1000/ABC' }),
      source('b', year(2021), { DOI: '10.1000/abc' }),
      source('c', year(2022), { URL: 'https://example.org/page#top' }),
      source('d', year(2022), { URL: 'https://EXAMPLE.org/page?utm_source=x' }),
    ];
    expect(checkLibrary(items, rules)).toMatchObject({
      usableCount: 2,
      hasEnoughSources: false,
      duplicates: [
        { id: 'b', duplicateOf: 'a' },
        { id: 'd', duplicateOf: 'c' },
      ],
    });
  });

  it('is met by an empty library only when no sources are required', () => {
    expect(checkLibrary([], { count: 0, yearRange: rules.yearRange }).hasEnoughSources).toBe(true);
    expect(checkLibrary([], { count: 5, yearRange: { start: 1980, end: 2025 } }).hasEnoughSources).toBe(false);
  });

  it('takes a single-year range and a range of years by its first year', () => {
    const single = { count: 1, yearRange: { start: 2021, end: 2021 } };
    expect(checkLibrary([source('r', { 'date-parts': [[2021], [2024]] })], single).hasEnoughSources).toBe(true);
    expect(checkLibrary([source('r', { 'date-parts': [[2019], [2021]] })], single).outsideYearRange).toEqual([
      { id: 'r', year: 2019 },
    ]);
  });

  it('refuses rules that cannot be met by construction', () => {
    expect(() => checkLibrary([], { count: 1, yearRange: { start: 2025, end: 2020 } })).toThrow(AppError);
    expect(() => checkLibrary([], { count: -1, yearRange: rules.yearRange })).toThrow(AppError);
    expect(() => checkLibrary([], { count: 1.5, yearRange: rules.yearRange })).toThrow(AppError);
  });
});

describe('publicationYear', () => {
  it('reads date parts, a literal date holding a year, or nothing', () => {
    expect(publicationYear(source('a', { 'date-parts': [[1999, 12, 31]] }))).toBe(1999);
    expect(publicationYear(source('b', { literal: 'Autumn term 2020' }))).toBe(2020);
    expect(publicationYear(source('c', { literal: 'n.d.' }))).toBeNull();
    expect(publicationYear(source('d', undefined))).toBeNull();
  });
});
