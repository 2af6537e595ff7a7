import type { CitationStyle, SourceItem } from '@studyhub/contracts';
import { type DroppedCitation, type ResolveOptions, resolveCitationMarkers } from './citation-markers';
import { type StrippedReferenceList, stripModelReferenceLists } from './reference-list-check';
import { findUnmarkedCitations } from './unmarked-citations';

export interface GeneratedTextCitations {
  text: string;
  cited: string[];
  dropped: DroppedCitation[];
  strippedReferenceLists: StrippedReferenceList[];
  /** Citations the model typed instead of a marker; left in the text, for the writer to act on. */
  unmarkedCitations: string[];
}

/**
 * What the writer does with a model's answer before it reaches the paper: cut any reference list
 * the model wrote (before resolving, so markers inside it do not count as cited), then turn the
 * markers into in-text citations. Hand-typed citations are looked for before that, while every
 * citation of ours is still a marker. The paper's reference list is formatBibliography(cited items).
 */
export function citeGeneratedText(
  text: string,
  library: readonly SourceItem[],
  style: CitationStyle,
  options: ResolveOptions = {},
): GeneratedTextCitations {
  const check = stripModelReferenceLists(text);
  const unmarkedCitations = findUnmarkedCitations(check.text);
  const resolved = resolveCitationMarkers(check.text, library, style, options);
  return { ...resolved, strippedReferenceLists: check.stripped, unmarkedCitations };
}
