import type { EditorIssue, EditorReadability } from '@studyhub/contracts';
import { issueIdOf } from './issue-id';
import type { SentenceSpan } from './text-tokens';

/** Past this many words a sentence is hard to follow in one reading. */
export const LONG_SENTENCE_WORDS = 35;

/**
 * Syllables of an English word, estimated from its vowel groups: a silent final e (make) and the
 * -es and -ed endings that add no syllable (makes, walked) are dropped first; consonant + le
 * (table) keeps its e. Right for most everyday words, which is all a grade level needs.
 */
export function syllablesOf(word: string): number {
  let letters = word
    .toLowerCase()
    .replace(/['’]s?$/, '')
    .replace(/[^a-z]/g, '');
  if (letters.length === 0) return 0;
  if (letters.length <= 3) return 1;
  if (/[^aeiouy]les?$/.test(letters)) letters = letters.replace(/s$/, '');
  else letters = letters.replace(/([^aeiouy])e$/, '$1').replace(/([^aeiouycgsxzh])es$/, '$1');
  letters = letters.replace(/([^aeiouytd])ed$/, '$1').replace(/^y/, '');
  return Math.max(1, letters.match(/[aeiouy]+/g)?.length ?? 0);
}

function isCountedWord(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** Flesch-Kincaid grade with the counts behind it. */
export function readabilityOf(sentences: readonly SentenceSpan[]): EditorReadability {
  let words = 0;
  let syllables = 0;
  let counted = 0;
  for (const sentence of sentences) {
    const inSentence = sentence.words.filter((word) => isCountedWord(word.text));
    if (inSentence.length === 0) continue;
    counted += 1;
    words += inSentence.length;
    for (const word of inSentence) syllables += syllablesOf(word.text);
  }
  const grade = words === 0 ? null : 0.39 * (words / counted) + 11.8 * (syllables / words) - 15.59;
  return {
    flesch_kincaid_grade: grade === null ? null : Math.round(grade * 10) / 10,
    word_count: words,
    sentence_count: counted,
    syllable_count: syllables,
  };
}

/** Sentences too long to read comfortably, as suggestions to split them. */
export function checkReadability(sentences: readonly SentenceSpan[]): EditorIssue[] {
  return sentences
    .filter((sentence) => sentence.words.filter((word) => isCountedWord(word.text)).length > LONG_SENTENCE_WORDS)
    .map((sentence) => {
      const place = { category: 'readability' as const, offset: sentence.offset, length: sentence.length };
      return {
        ...place,
        id: issueIdOf(place, 'long-sentence'),
        message: `This sentence has ${sentence.words.length} words; consider splitting it.`,
        replacements: [],
        severity: 'suggestion' as const,
      };
    });
}
