import { brownDocumentNames, readBrownDocument } from '../editor/brown-corpus';

/** A real question from the Brown corpus, as a student might type it into the homework helper. */
export interface BankQuestion {
  /** Where it comes from, e.g. `cj12:40`. */
  source: string;
  text: string;
}

const MIN_WORDS = 8;
const MAX_WORDS = 30;
/** catalog's `q` takes at most 200 characters: a paraphrase must fit. */
const MAX_CHARACTERS = 170;

function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/**
 * Every question sentence of the Brown corpus (ends in '?') of 8 to 30 words and at most 170
 * characters, without quotation marks (dialogue fragments), each text once, in corpus order.
 */
export function brownQuestions(): BankQuestion[] {
  const seen = new Set<string>();
  const questions: BankQuestion[] = [];
  for (const name of brownDocumentNames()) {
    readBrownDocument(name).sentences.forEach((sentence, line) => {
      const text = sentence.trim();
      if (!text.endsWith('?') || text.includes('"') || text.length > MAX_CHARACTERS) return;
      const words = wordCount(text);
      if (words < MIN_WORDS || words > MAX_WORDS) return;
      const key = text.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      questions.push({ source: `${name}:${line}`, text });
    });
  }
  return questions;
}
