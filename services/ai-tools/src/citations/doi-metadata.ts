import {
  type CslName,
  SOURCE_TYPES,
  type SourceType,
  cslNameSchema,
  manualSourceInputSchema,
} from '@studyhub/contracts';
import type { SourceDraft } from './source-drafts';

/** The part of `fetch` the lookup needs; tests pass their own, the service passes globalThis.fetch. */
export type MetadataFetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface DoiLookupOptions {
  fetch?: MetadataFetch;
  timeoutMs?: number;
}

export type DoiLookup =
  | { found: true; draft: SourceDraft }
  | { found: false; reason: 'NOT_FOUND' | 'TIMEOUT' | 'UNAVAILABLE' | 'UNREADABLE' };

const DEFAULT_TIMEOUT_MS = 5000;

/** Registration agencies' types that are not CSL's own names. */
const TYPE_ALIASES: Record<string, SourceType> = {
  'journal-article': 'article-journal',
  'book-chapter': 'chapter',
  'proceedings-article': 'paper-conference',
  dissertation: 'thesis',
  'posted-content': 'manuscript',
  article: 'manuscript',
};

function typeOf(value: unknown): SourceType {
  if (typeof value !== 'string') return 'article-journal';
  if ((SOURCE_TYPES as readonly string[]).includes(value)) return value as SourceType;
  return TYPE_ALIASES[value] ?? 'document';
}

/** Crossref sends some text fields as one-element arrays. */
function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Drops what CSL-JSON names carry beyond ours (sequence, affiliation, ORCID), reads an organisation
 * given as `name` (Crossref's own spelling) as a literal, and drops a name that is still unusable.
 */
function namesOf(value: unknown[]): CslName[] {
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const name = entry as Record<string, unknown>;
    const literal = name.literal ?? name.name;
    const parsed = cslNameSchema.safeParse(
      typeof literal === 'string' ? { literal } : { family: name.family, given: name.given },
    );
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Keeps the fields of a CSL-JSON record that our schema accepts, one by one, so one odd field (a
 * date with a season, an author with only an ORCID) costs that field, not the whole record.
 */
export function draftFromCslJson(record: Record<string, unknown>): SourceDraft {
  const draft: Record<string, unknown> = { type: typeOf(record.type) };
  const shape = manualSourceInputSchema.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    if (key === 'type' || record[key] === undefined) continue;
    let value: unknown = record[key];
    if (['title', 'container-title', 'ISSN', 'ISBN', 'publisher'].includes(key)) value = firstOf(value);
    if (Array.isArray(value) && ['author', 'editor', 'translator', 'container-author'].includes(key)) {
      value = namesOf(value);
    }
    const parsed = shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) draft[key] = parsed.data;
  }
  return draft as SourceDraft;
}

/**
 * Asks doi.org for the DOI's metadata as CSL-JSON (content negotiation, answered by Crossref,
 * DataCite or mEDRA). Never required: without a network or an answer the user completes the draft
 * by hand, so every failure is an answer, not an exception.
 */
export async function fetchDoiMetadata(doi: string, options: DoiLookupOptions = {}): Promise<DoiLookup> {
  const fetchJson = options.fetch ?? globalThis.fetch;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetchJson(`https://doi.org/${encodeURI(doi)}`, {
      headers: { Accept: 'application/vnd.citationstyles.csl+json' },
      signal: timeout.signal,
    });
    if (response.status === 404) return { found: false, reason: 'NOT_FOUND' };
    if (!response.ok) return { found: false, reason: 'UNAVAILABLE' };
    const body = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { found: false, reason: 'UNREADABLE' };
    return { found: true, draft: { ...draftFromCslJson(body as Record<string, unknown>), DOI: doi } };
  } catch (error) {
    if (timeout.signal.aborted) return { found: false, reason: 'TIMEOUT' };
    return { found: false, reason: error instanceof SyntaxError ? 'UNREADABLE' : 'UNAVAILABLE' };
  } finally {
    clearTimeout(timer);
  }
}
