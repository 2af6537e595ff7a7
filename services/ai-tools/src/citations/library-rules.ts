import { parseInput } from '@studyhub/platform';
import type { SourceItem } from '@studyhub/contracts';
import { z } from 'zod';
import { doiKey, normaliseSourceUrl } from './source-identifiers';

/** A paper's rules for its sources (papers.sources.count and .yearRange). */
export interface LibraryRules {
  count: number;
  yearRange: { start: number; end: number };
}

const libraryRulesSchema = z
  .object({
    count: z.number().int().min(0),
    yearRange: z.object({ start: z.number().int(), end: z.number().int() }),
  })
  .refine((rules) => rules.yearRange.start <= rules.yearRange.end, {
    message: 'The first year must not be after the last year.',
    path: ['yearRange', 'start'],
  });

export interface LibraryCheck {
  /** Distinct sources (a DOI or web address added twice counts once) within the year range. */
  usableCount: number;
  requiredCount: number;
  hasEnoughSources: boolean;
  outsideYearRange: { id: string; year: number }[];
  /** Sources with no year to check ("n.d."): they do not count towards the requirement. */
  undated: string[];
  duplicates: { id: string; duplicateOf: string }[];
}

/** The year a source was published: the first year of a range; a literal date's four-digit year. */
export function publicationYear(item: SourceItem): number | null {
  const issued = item.issued;
  if (!issued) return null;
  if ('date-parts' in issued) return issued['date-parts'][0][0];
  const year = /\b(\d{4})\b/.exec(issued.literal)?.[1];
  return year === undefined ? null : Number(year);
}

function identityOf(item: SourceItem): string | null {
  if (item.DOI) return `doi:${doiKey(item.DOI)}`;
  if (item.URL) return `url:${normaliseSourceUrl(item.URL) ?? item.URL}`;
  return null;
}

/** Checks a paper's library against its source count and year range. */
export function checkLibrary(items: readonly SourceItem[], rules: LibraryRules): LibraryCheck {
  const { count, yearRange } = parseInput(libraryRulesSchema, rules);
  const check: LibraryCheck = {
    usableCount: 0,
    requiredCount: count,
    hasEnoughSources: false,
    outsideYearRange: [],
    undated: [],
    duplicates: [],
  };
  const firstWithIdentity = new Map<string, string>();
  for (const item of items) {
    const identity = identityOf(item);
    const original = identity === null ? undefined : firstWithIdentity.get(identity);
    if (original !== undefined) {
      check.duplicates.push({ id: item.id, duplicateOf: original });
      continue;
    }
    if (identity !== null) firstWithIdentity.set(identity, item.id);
    const year = publicationYear(item);
    if (year === null) check.undated.push(item.id);
    else if (year < yearRange.start || year > yearRange.end) check.outsideYearRange.push({ id: item.id, year });
    else check.usableCount++;
  }
  check.hasEnoughSources = check.usableCount >= count;
  return check;
}
