import { brownDocumentNames, readBrownDocument } from '../editor/brown-corpus';
import { pick, type Random } from '@studyhub/platform/testing';
import type { Thesaurus } from '../homework-search/wordnet-thesaurus';

/** A bench document: several Brown samples read one after another, cut into pages. */
export interface ChatDocument {
  id: string;
  samples: string[];
  pages: string[];
}

/** A question made from one sentence of a document (answerable) or of another part of the corpus. */
export interface ChatQuestion {
  documentId: string;
  text: string;
  /** The sentence it was made from: a passage holding it answers the question. */
  sentence: string;
  answerable: boolean;
}

const SAMPLES_PER_DOCUMENT = 4;
const WORDS_PER_PAGE = 330;
const MIN_SENTENCE_WORDS = 12;
const MAX_SENTENCE_WORDS = 45;
/** Content words a question keeps from its sentence. */
const KEY_WORDS = 6;
/** Share of kept words swapped for a WordNet synonym. */
const SYNONYM_RATE = 0.3;

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing down during each few for from further had has have having he her here ' +
    'hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other ' +
    'our out over own same she should so some such than that the their them then there these they this those through ' +
    'to too under until up very was we were what when where which while who whom why will with would you your said ' +
    'says say one two three mr mrs may might must shall upon us yet ever every like much many well even still made make'
  ).split(' '),
);

const TEMPLATES = [
  (words: string) => `What does the document say about ${words}?`,
  (words: string) => `Explain ${words}.`,
  (words: string) => `${words}?`,
  (words: string) => `Where is ${words} discussed?`,
  (words: string) => `Tell me about ${words}.`,
];

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Sentences grouped into pages of about WORDS_PER_PAGE words, never cutting a sentence. */
function pagesOf(sentences: readonly string[]): string[] {
  const pages: string[] = [];
  let page: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    page.push(sentence);
    words += wordsOf(sentence).length;
    if (words >= WORDS_PER_PAGE) {
      pages.push(page.join(' '));
      page = [];
      words = 0;
    }
  }
  if (page.length > 0) pages.push(page.join(' '));
  return pages;
}

/**
 * `count` documents from groups of SAMPLES_PER_DOCUMENT consecutive samples, every other group (so
 * the groups between them are corpus parts no document holds: the source of unanswerable questions).
 */
export function chatDocuments(count: number): { documents: ChatDocument[]; unusedSamples: string[][] } {
  const names = brownDocumentNames();
  const documents: ChatDocument[] = [];
  const unusedSamples: string[][] = [];
  for (let group = 0; documents.length < count; group += 2) {
    const samples = names.slice(group * SAMPLES_PER_DOCUMENT, (group + 1) * SAMPLES_PER_DOCUMENT);
    const unused = names.slice((group + 1) * SAMPLES_PER_DOCUMENT, (group + 2) * SAMPLES_PER_DOCUMENT);
    if (samples.length < SAMPLES_PER_DOCUMENT || unused.length === 0) break;
    const sentences = samples.flatMap((name) => readBrownDocument(name).sentences);
    documents.push({ id: `doc-${documents.length}`, samples, pages: pagesOf(sentences) });
    unusedSamples.push(unused);
  }
  return { documents, unusedSamples };
}

/** How many of the corpus's samples hold each lower-cased word: rarer words say more. */
export function documentFrequencies(): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const name of brownDocumentNames()) {
    const seen = new Set(readBrownDocument(name).sentences.flatMap((sentence) => wordsOf(sentence.toLowerCase())));
    for (const word of seen) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
  }
  return frequencies;
}

/**
 * A student's question about a sentence: its KEY_WORDS rarest content words in their order, some
 * replaced by WordNet synonyms, stopwords dropped, put in one of a few question shapes.
 */
export function questionOf(
  sentence: string,
  frequencies: ReadonlyMap<string, number>,
  thesaurus: Thesaurus,
  random: Random,
): string | null {
  const content = wordsOf(sentence).filter((word) => !STOPWORDS.has(word.toLowerCase()) && word.length > 2);
  if (content.length < 3) return null;
  const ranked = [...new Set(content.map((word) => word.toLowerCase()))]
    .sort((a, b) => (frequencies.get(a) ?? 0) - (frequencies.get(b) ?? 0) || a.localeCompare(b))
    .slice(0, KEY_WORDS);
  const kept = new Set(ranked);
  const chosen: string[] = [];
  for (const word of content) {
    const lower = word.toLowerCase();
    if (!kept.has(lower)) continue;
    kept.delete(lower);
    const synonyms = thesaurus.get(lower);
    chosen.push(synonyms && synonyms.length > 0 && random() < SYNONYM_RATE ? pick(synonyms, random)! : lower);
  }
  return pick(TEMPLATES, random)!(chosen.join(' '));
}

/** Sentences of a text that make a fair question: of 12 to 45 words, no dialogue. */
export function questionableSentences(sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => {
    const words = wordsOf(sentence).length;
    return words >= MIN_SENTENCE_WORDS && words <= MAX_SENTENCE_WORDS && !sentence.includes('"');
  });
}

/** Sentences of the document's pages (split again the way the corpus gave them). */
export function documentSentences(document: ChatDocument): string[] {
  return document.samples.flatMap((name) => readBrownDocument(name).sentences);
}
