import type { CitationStyle, SourceItem } from '@studyhub/contracts';
import { CitationErrors } from './citations.errors';
import { type CslCite, withCslEngine } from './csl-engine';

export interface BibliographyEntry {
  id: string;
  text: string;
  /** Escaped: a source's fields cannot inject markup. */
  html: string;
}

export interface FormattedCitation {
  text: string;
  html: string;
}

export type CiteRef = CslCite;

/** The reference list of `items`, in the style's order (alphabetical for all four styles). */
export function formatBibliography(items: readonly SourceItem[], style: CitationStyle): BibliographyEntry[] {
  if (items.length === 0) return [];
  return withCslEngine(style, (engine) => {
    engine.useItems(items);
    const text = engine.bibliography('text');
    const html = engine.bibliography('html');
    return text.ids.map((id, index) => ({ id, text: text.entries[index] ?? '', html: html.entries[index] ?? '' }));
  });
}

/**
 * The in-text citation of one or more library items, e.g. "(Smith & Doe, 2020, p. 12)". `library`
 * is every item the text cites, so that same-author same-year items get their 2020a/2020b.
 */
export function formatCitation(
  library: readonly SourceItem[],
  cites: readonly CiteRef[],
  style: CitationStyle,
): FormattedCitation {
  const ids = new Set(library.map((item) => item.id));
  const unknown = cites.find((cite) => !ids.has(cite.id));
  if (unknown) throw CitationErrors.SOURCE_NOT_IN_LIBRARY({ details: { sourceId: unknown.id } });
  return withCslEngine(style, (engine) => {
    engine.useItems(library);
    return { text: engine.citation(cites, 'text'), html: engine.citation(cites, 'html') };
  });
}
