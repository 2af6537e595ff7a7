import MarkdownIt from 'markdown-it';
import {
  countWords,
  type CitationStyle,
  type DroppedCitation,
  type GenerationMode,
  type SourceItem,
} from '@studyhub/contracts';
import { citeGeneratedText, formatBibliography, stripModelReferenceLists } from '../../citations';
import { sanitizePaperHtml } from '../paper-html';

/** Raw HTML in a model's answer is shown as text, never rendered; links only with safe schemes. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const CITATION_MARKER = /\[@[^[\]\n]*\]/g;
const CSL_ENTRY = /^\s*<div class="csl-entry">([\s\S]*)<\/div>\s*$/;

/** citeproc wraps each entry in a block `div`; the paper's reference list holds them as paragraphs. */
function entryContent(html: string): string {
  return CSL_ENTRY.exec(html)?.[1] ?? html;
}

const REFERENCE_HEADINGS: Record<CitationStyle, string> = {
  APA_7: 'References',
  MLA_9: 'Works Cited',
  CHICAGO: 'References',
  HARVARD: 'Reference list',
};

export interface GeneratedPaperText {
  html: string;
  /** Words the model wrote: its citations' markers and any reference list it was told not to write excluded. */
  words: number;
  cited: string[];
  dropped: DroppedCitation[];
  removedBibliography: boolean;
}

/**
 * Turns the model's Markdown into the paper's HTML: a reference list the model wrote is cut, each
 * `[@key]` becomes the formatted in-text citation of a library source (a key outside the library
 * is dropped and reported), and a whole draft ends with the reference list of what it cited.
 */
export function generatedPaperText(
  modelText: string,
  library: readonly SourceItem[],
  style: CitationStyle,
  mode: GenerationMode,
): GeneratedPaperText {
  const written = stripModelReferenceLists(modelText).text.replace(CITATION_MARKER, '');
  const cited = citeGeneratedText(modelText, library, style);
  let html = markdown.render(cited.text);
  if (mode === 'draft' && cited.cited.length > 0) {
    const citedIds = new Set(cited.cited);
    const entries = formatBibliography(
      library.filter((item) => citedIds.has(item.id)),
      style,
    );
    html += `<h2>${REFERENCE_HEADINGS[style]}</h2>${entries.map((entry) => `<p>${entryContent(entry.html)}</p>`).join('')}`;
  }
  return {
    html: sanitizePaperHtml(html),
    words: countWords(written),
    cited: cited.cited,
    dropped: cited.dropped,
    removedBibliography: cited.strippedReferenceLists.length > 0,
  };
}
