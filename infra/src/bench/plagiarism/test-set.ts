import { brownDocumentNames, readBrownDocument } from '../editor/brown-corpus';
import { pick, seededRandom, type Random } from '@studyhub/platform/testing';
import type { Thesaurus } from '../homework-search/wordnet-thesaurus';
import { OBFUSCATIONS, obfuscate, type Obfuscation } from './obfuscation';
import type { Range, ReusePair } from './plagdet';

/** An approved document of the bench corpus: a run of sentences of one Brown sample. */
export interface CorpusDocument {
  id: string;
  title: string;
  body: string;
  /** Where each sentence stands in the body. */
  sentences: { text: string; range: Range }[];
}

/** A text a student checks, with the passages it copied (none for a clean one). */
export interface CheckedText {
  id: string;
  text: string;
  cases: (ReusePair & { obfuscation: Obfuscation })[];
}

export interface TestSet {
  corpus: CorpusDocument[];
  suspicious: CheckedText[];
  clean: CheckedText[];
  /** ~2,000-word texts with two copied passages, for the latency measure. */
  long: CheckedText[];
  /** Every Brown sentence, for the synthetic documents of the scale test. */
  sentencePool: string[];
}

export const SENTENCES_PER_DOCUMENT = 25;
const SUSPICIOUS_TEXTS = 200;
const CLEAN_TEXTS = 200;
const LONG_TEXTS = 30;
const LONG_OWN_WORDS = 1_800;

function wordCount(sentences: readonly string[]): number {
  return sentences.reduce((sum, sentence) => sum + sentence.split(' ').filter((word) => /\w/.test(word)).length, 0);
}

/** Deterministic UUIDs (the corpus keys documents by UUID). */
export function benchUuid(kind: number, index: number): string {
  return `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${index.toString(16).padStart(12, '0')}`;
}

function corpusDocumentOf(id: string, title: string, sentences: readonly string[]): CorpusDocument {
  let body = '';
  const placed = sentences.map((text, index) => {
    // A paragraph every five sentences, as extracted document text has.
    if (index > 0) body += index % 5 === 0 ? '\n\n' : ' ';
    const start = body.length;
    body += text;
    return { text, range: { start, end: body.length } };
  });
  return { id, title, body, sentences: placed };
}

interface Part {
  text: string;
  copied?: { document: CorpusDocument; first: number; last: number; obfuscation: Obfuscation };
}

function assemble(id: string, parts: readonly Part[]): CheckedText {
  let text = '';
  const cases: CheckedText['cases'] = [];
  for (const part of parts) {
    if (text !== '') text += ' ';
    const start = text.length;
    text += part.text;
    if (part.copied) {
      const { document, first, last, obfuscation } = part.copied;
      cases.push({
        suspiciousId: id,
        sourceId: document.id,
        suspicious: { start, end: text.length },
        source: { start: document.sentences[first]!.range.start, end: document.sentences[last]!.range.end },
        obfuscation,
      });
    }
  }
  return { id, text, cases };
}

function ownRun(samples: readonly string[][], random: Random, minimum: number, maximum: number): string[] {
  const sample = pick(samples.filter((sentences) => sentences.length >= minimum), random)!;
  const length = Math.min(sample.length, minimum + Math.floor(random() * (maximum - minimum + 1)));
  const start = Math.floor(random() * (sample.length - length + 1));
  return sample.slice(start, start + length);
}

/**
 * The bench's texts from the Brown corpus: the even-numbered samples cut into approved documents of
 * 25 sentences, the odd-numbered ones the students' own writing. A suspicious text is a run of own
 * sentences with one or two passages of 4 to 8 sentences copied from corpus documents, each
 * disguised by one strategy in turn; a clean text is own writing only.
 */
export function buildTestSet(seed: number, thesaurus: Thesaurus): TestSet {
  const random = seededRandom(seed);
  const names = brownDocumentNames();
  const samples = names.map((name) => readBrownDocument(name));
  const corpus: CorpusDocument[] = [];
  const own: string[][] = [];
  samples.forEach((sample, sampleIndex) => {
    if (sampleIndex % 2 === 1) {
      own.push(sample.sentences);
      return;
    }
    for (let start = 0; start + 5 <= sample.sentences.length; start += SENTENCES_PER_DOCUMENT) {
      const part = Math.floor(start / SENTENCES_PER_DOCUMENT) + 1;
      corpus.push(
        corpusDocumentOf(
          benchUuid(1, corpus.length),
          `Brown ${sample.name}, part ${part}`,
          sample.sentences.slice(start, start + SENTENCES_PER_DOCUMENT),
        ),
      );
    }
  });
  const vocabulary = [...new Set(own.flat().flatMap((sentence) => sentence.split(' ')).filter((w) => /^[a-z]+$/.test(w)))];
  const tools = { thesaurus, vocabulary, random };
  let strategy = 0;
  const copiedPart = (used: Set<string>): Part => {
    let document = pick(corpus, random)!;
    while (used.has(document.id) || document.sentences.length < 4) document = pick(corpus, random)!;
    used.add(document.id);
    const length = Math.min(document.sentences.length, 4 + Math.floor(random() * 5));
    const first = Math.floor(random() * (document.sentences.length - length + 1));
    const last = first + length - 1;
    const obfuscation = OBFUSCATIONS[strategy % OBFUSCATIONS.length]!;
    strategy += 1;
    const text = obfuscate(
      document.sentences.slice(first, last + 1).map((sentence) => sentence.text),
      obfuscation,
      tools,
    );
    return { text, copied: { document, first, last, obfuscation } };
  };
  const withCopies = (id: string, ownSentences: string[], copies: number): CheckedText => {
    const parts: Part[] = ownSentences.map((text) => ({ text }));
    const used = new Set<string>();
    for (let copy = 0; copy < copies; copy += 1) {
      const at = Math.floor(random() * (parts.length + 1));
      parts.splice(at, 0, copiedPart(used));
    }
    return assemble(id, parts);
  };
  const suspicious = Array.from({ length: SUSPICIOUS_TEXTS }, (_, index) =>
    withCopies(`suspicious-${index}`, ownRun(own, random, 15, 35), 1 + (index % 2)),
  );
  const clean = Array.from({ length: CLEAN_TEXTS }, (_, index) =>
    withCopies(`clean-${index}`, ownRun(own, random, 15, 35), 0),
  );
  // About 2,000 words: own runs until 1,800 words, then two copied passages.
  const long = Array.from({ length: LONG_TEXTS }, (_, index) => {
    const sentences: string[] = [];
    while (wordCount(sentences) < LONG_OWN_WORDS) sentences.push(...ownRun(own, random, 20, 40));
    while (wordCount(sentences) > LONG_OWN_WORDS + 60) sentences.pop();
    return withCopies(`long-${index}`, sentences, 2);
  });
  return { corpus, suspicious, clean, long, sentencePool: samples.flatMap((sample) => sample.sentences) };
}
