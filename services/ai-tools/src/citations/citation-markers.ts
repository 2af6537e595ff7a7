import type { CitationStyle, SourceItem } from '@studyhub/contracts';
import { type CslCite, type CslLocatorLabel, type CslOutputFormat, withCslEngine } from './csl-engine';

/**
 * How generated text cites a source: `[@id]`, with an optional locator `[@id, p. 12]`, and several
 * sources in one citation `[@id1; @id2, pp. 3-5]`. The model is only ever given library ids, and
 * every in-text citation and every reference entry is formatted by us from the library, so a source
 * that is not in the library cannot reach the paper: its marker is dropped and reported.
 */
// Not followed by "(": `[@handle](https://...)` is a Markdown link, not a citation.
const MARKER = /\[(@[^[\]\n]*)\](?!\()/g;
const CITE = /^@([A-Za-z0-9][A-Za-z0-9_.:-]*)(?:\s*,\s*(.+))?$/;

const LOCATOR_LABELS: Record<string, CslLocatorLabel> = {
  p: 'page',
  pp: 'page',
  page: 'page',
  pages: 'page',
  para: 'paragraph',
  paras: 'paragraph',
  paragraph: 'paragraph',
  ch: 'chapter',
  chap: 'chapter',
  chapter: 'chapter',
  sec: 'section',
  section: 'section',
  fig: 'figure',
  figure: 'figure',
  vol: 'volume',
  line: 'line',
  lines: 'line',
};
const LOCATOR = /^([A-Za-z]+)\.?\s*([0-9A-Za-z]+(?:\s*[-–]\s*[0-9A-Za-z]+)?)$/;
const BARE_PAGES = /^\d+(?:\s*[-–]\s*\d+)?$/;

export type DroppedReason = 'UNKNOWN_SOURCE' | 'MALFORMED_MARKER' | 'UNREADABLE_LOCATOR';

export interface DroppedCitation {
  /** What was removed: a whole marker, one `@id` of it, or an unreadable locator. */
  marker: string;
  reason: DroppedReason;
}

export interface ResolvedCitations {
  text: string;
  /** The library ids the text cites, in the order they first appear. */
  cited: string[];
  dropped: DroppedCitation[];
}

export interface ResolveOptions {
  /** `html` when the text is HTML: titles in citations keep their italics and fields are escaped. */
  format?: CslOutputFormat;
}

interface ParsedMarker {
  raw: string;
  cites: CslCite[];
  dropped: DroppedCitation[];
}

function parseLocator(text: string): CslCite['locator'] | null {
  const trimmed = text.trim();
  if (BARE_PAGES.test(trimmed)) return { label: 'page', value: trimmed.replace(/\s+/g, '') };
  const match = LOCATOR.exec(trimmed);
  const label = match?.[1] ? LOCATOR_LABELS[match[1].toLowerCase()] : undefined;
  if (!match?.[2] || !label) return null;
  return { label, value: match[2].replace(/\s+/g, '') };
}

function parseMarker(raw: string, body: string, libraryIds: ReadonlySet<string>): ParsedMarker {
  const parsed: ParsedMarker = { raw, cites: [], dropped: [] };
  for (const part of body.split(';').map((piece) => piece.trim())) {
    const match = CITE.exec(part);
    const id = match?.[1];
    if (!match || !id) {
      parsed.dropped.push({ marker: part === '' ? raw : part, reason: 'MALFORMED_MARKER' });
      continue;
    }
    if (!libraryIds.has(id)) {
      parsed.dropped.push({ marker: `@${id}`, reason: 'UNKNOWN_SOURCE' });
      continue;
    }
    const locatorText = match[2];
    const locator = locatorText === undefined ? null : parseLocator(locatorText);
    if (locatorText !== undefined && !locator) {
      parsed.dropped.push({ marker: locatorText.trim(), reason: 'UNREADABLE_LOCATOR' });
    }
    parsed.cites.push(locator ? { id, locator } : { id });
  }
  return parsed;
}

/** Removes a marker that cites nothing, with the space before it ("as shown [@x]." → "as shown."). */
function removeMarker(text: string, start: number, end: number): string {
  const spaceBefore = start > 0 && text[start - 1] === ' ' ? 1 : 0;
  const atLineStart = start - spaceBefore === 0 || text[start - spaceBefore - 1] === '\n';
  const spaceAfter = atLineStart && text[end] === ' ' ? 1 : 0;
  return text.slice(0, start - spaceBefore) + text.slice(end + spaceAfter);
}

/**
 * Replaces every `[@id ...]` marker with its formatted in-text citation. A cite naming an id that is
 * not in `library` is removed and reported; a marker left with no cite is removed entirely.
 */
export function resolveCitationMarkers(
  text: string,
  library: readonly SourceItem[],
  style: CitationStyle,
  options: ResolveOptions = {},
): ResolvedCitations {
  const libraryIds = new Set(library.map((item) => item.id));
  const markers = [...text.matchAll(MARKER)].map((match) => ({
    index: match.index,
    parsed: parseMarker(match[0], match[1] ?? '', libraryIds),
  }));
  const cited = [...new Set(markers.flatMap((marker) => marker.parsed.cites.map((cite) => cite.id)))];
  const dropped = markers.flatMap((marker) => marker.parsed.dropped);
  if (markers.length === 0) return { text, cited, dropped };

  const citedItems = cited.map((id) => library.find((item) => item.id === id)).filter((item) => item !== undefined);
  const format = options.format ?? 'text';
  return withCslEngine(style, (engine) => {
    // Only the cited items take part in disambiguation, as only they appear in the reference list.
    engine.useItems(citedItems);
    let result = text;
    // From the end, so earlier markers' offsets stay valid.
    for (const { index, parsed } of [...markers].reverse()) {
      const end = index + parsed.raw.length;
      if (parsed.cites.length === 0) {
        result = removeMarker(result, index, end);
        continue;
      }
      result = result.slice(0, index) + engine.citation(parsed.cites, format) + result.slice(end);
    }
    return { text: result, cited, dropped };
  });
}
