import type { CslName, ManualSourceInput, SourceType } from '@studyhub/contracts';
import { CitationErrors } from './citations.errors';
import { normaliseSourceUrl, parseDoi } from './source-identifiers';

/** A source that the user still has to complete (at least its title) before it joins the library. */
export type SourceDraft = Partial<ManualSourceInput> & { type: SourceType };

const ORGANISATION_WORDS =
  /\b(?:university|organi[sz]ation|association|institute|inc|ltd|llc|department|ministry|agency|council|society|committee|foundation|office|bureau|commission|centre|center|group|press)\b/i;

/** "Smith, John" or "John Smith"; organisations and single names are kept whole. */
export function parsePersonName(input: string): CslName | null {
  const name = input.replace(/\s+/g, ' ').trim();
  if (name === '') return null;
  if (ORGANISATION_WORDS.test(name)) return { literal: name };
  const comma = name.indexOf(',');
  if (comma > 0) {
    const family = name.slice(0, comma).trim();
    const given = name.slice(comma + 1).trim();
    return given === '' ? { family } : { family, given };
  }
  const words = name.split(' ');
  if (words.length === 1) return { literal: name };
  return { family: words[words.length - 1] ?? name, given: words.slice(0, -1).join(' ') };
}

function dateParts(day: Date): { 'date-parts': [[number, number, number]] } {
  return { 'date-parts': [[day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()]] };
}

/** A draft from a pasted DOI; its metadata can be looked up with fetchDoiMetadata or typed in. */
export function sourceFromDoi(input: string): SourceDraft {
  const doi = parseDoi(input);
  if (!doi) throw CitationErrors.INVALID_DOI();
  return { type: 'article-journal', DOI: doi };
}

/** A draft from a pasted web address; a doi.org link becomes a DOI draft. */
export function sourceFromUrl(input: string, today: Date): SourceDraft {
  if (/^\s*https?:\/\/(?:dx\.)?doi\.org\//i.test(input)) return sourceFromDoi(input);
  const url = normaliseSourceUrl(input);
  if (!url) throw CitationErrors.INVALID_SOURCE_URL();
  // Styles print the access date for pages that may change; it is the day the user added the page.
  return { type: 'webpage', URL: url, accessed: dateParts(today) };
}

export interface UploadedFileDetails {
  fileName: string;
  /** As the caller read them from the file or the upload form; nothing else of the file is parsed. */
  title?: string;
  authors?: readonly string[];
  year?: number;
}

/** A draft for a file the user uploaded; the file name stands in for a missing title. */
export function sourceFromUploadedFile(details: UploadedFileDetails): SourceDraft {
  const title =
    details.title?.trim() ||
    details.fileName
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[_]+/g, ' ')
      .trim();
  const author = (details.authors ?? []).map(parsePersonName).filter((name) => name !== null);
  return {
    type: 'document',
    ...(title ? { title } : {}),
    ...(author.length > 0 ? { author } : {}),
    ...(details.year === undefined ? {} : { issued: { 'date-parts': [[details.year]] } }),
  };
}
