import CSL from 'citeproc';
import type { CitationStyle, SourceItem } from '@studyhub/contracts';
import { CSL_STYLE_FILES, readLocaleXml, readStyleXml } from './citation-styles';

export type CslOutputFormat = 'html' | 'text';

/** CSL's locator labels that a citation marker can name. */
export type CslLocatorLabel = 'page' | 'paragraph' | 'chapter' | 'section' | 'figure' | 'volume' | 'line';

export interface CslCite {
  id: string;
  locator?: { label: CslLocatorLabel; value: string };
}

export interface CslBibliography {
  /** The id each entry formats, in the entries' order. */
  ids: string[];
  entries: string[];
}

// The processor's warnings go to console.log, outside the service's JSON log; the styles are fixed
// and their output is pinned by tests, so the warnings tell us nothing at run time.
CSL.debug = () => undefined;

/**
 * The one file that talks to citeproc-js. Building an engine compiles the style, which takes about a
 * second for APA and Chicago, so one engine per style is kept and reused; each use registers exactly
 * the items it formats, which also resets year-suffix disambiguation (2020a, 2020b).
 */
class CslEngine {
  private items = new Map<string, SourceItem>();
  private readonly engine: CSL.Engine;

  constructor(style: CitationStyle) {
    this.engine = new CSL.Engine(
      { retrieveLocale: readLocaleXml, retrieveItem: (id) => this.items.get(id) },
      readStyleXml(style),
      CSL_STYLE_FILES[style].locale,
      true,
    );
  }

  useItems(items: readonly SourceItem[]): void {
    this.items = new Map(items.map((item) => [item.id, item]));
    // Emptying first makes citeproc read every item again, so an edited item is not served stale.
    this.engine.updateItems([]);
    this.engine.updateItems([...this.items.keys()]);
  }

  bibliography(format: CslOutputFormat): CslBibliography {
    this.engine.setOutputFormat(format);
    const result = this.engine.makeBibliography();
    if (result === false) return { ids: [], entries: [] };
    const [meta, entries] = result;
    return { ids: meta.entry_ids.map((ids) => ids[0] ?? ''), entries: entries.map((entry) => entry.trim()) };
  }

  citation(cites: readonly CslCite[], format: CslOutputFormat): string {
    this.engine.setOutputFormat(format);
    return this.engine.makeCitationCluster(
      cites.map((cite) =>
        cite.locator ? { id: cite.id, locator: cite.locator.value, label: cite.locator.label } : { id: cite.id },
      ),
    );
  }
}

export type { CslEngine };

const engines = new Map<CitationStyle, CslEngine>();

/**
 * Compiles the styles' engines now (about a second each for APA and Chicago, several under load)
 * instead of on first use. Compiling is synchronous, so it yields between styles: one long stall
 * at most a style long, never all of them at once.
 */
export async function preloadCitationStyles(styles: readonly CitationStyle[]): Promise<void> {
  for (const style of styles) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    withCslEngine(style, () => undefined);
  }
}

/**
 * Runs `use` on the style's engine. Formatting is synchronous, so no other caller can touch the
 * engine in between; an engine that threw is dropped, as its state is then unknown.
 */
export function withCslEngine<T>(style: CitationStyle, use: (engine: CslEngine) => T): T {
  let engine = engines.get(style);
  if (!engine) {
    engine = new CslEngine(style);
    engines.set(style, engine);
  }
  try {
    return use(engine);
  } catch (error) {
    engines.delete(style);
    // citeproc throws plain strings.
    throw error instanceof Error ? error : new Error(`citeproc-js failed: ${String(error)}`);
  }
}
