/** The part of citeproc-js (npm `citeproc`, which ships no types) that csl-engine.ts uses. */
declare module 'citeproc' {
  namespace CSL {
    interface Sys {
      retrieveLocale(lang: string): string;
      retrieveItem(id: string): unknown;
    }

    interface Cite {
      id: string;
      locator?: string;
      label?: string;
    }

    interface BibliographyMeta {
      /** One array per entry, holding the ids the entry formats (one unless items are merged). */
      entry_ids: string[][];
      bibliography_errors: unknown[];
    }

    class Engine {
      constructor(sys: Sys, style: string, lang?: string, forceLang?: boolean);
      setOutputFormat(format: 'html' | 'text'): void;
      updateItems(ids: string[]): void;
      makeCitationCluster(cites: Cite[]): string;
      makeBibliography(): [BibliographyMeta, string[]] | false;
    }

    /** Receives the processor's warnings; console.log by default. */
    let debug: (message: string) => void;
  }
  export = CSL;
}
