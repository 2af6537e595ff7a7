import type { AlignmentText } from './alignment';
import { winnowedGrams, type Gram } from './grams';
import { sentenceOfTokens } from './sentences';
import { tokenise, type Token } from './tokens';

/** Winnowing window of the stored fingerprints: a shared run of 4 + 4 - 1 = 7 content words always shares one. */
export const INDEX_WINDOW = 4;

/** A text as the checker compares it: its words, their sentences, and its fingerprints. */
export interface AnalysedText extends AlignmentText {
  text: string;
  tokens: Token[];
}

export function analyseText(text: string): AnalysedText {
  const tokens = tokenise(text);
  return { text, tokens, words: tokens.map((token) => token.word), sentenceOf: sentenceOfTokens(text, tokens) };
}

/** The fingerprints stored for a source: winnowed content 4-grams and stopword 8-grams. */
export function indexFingerprints(analysed: Pick<AnalysedText, 'tokens'>): Gram[] {
  return winnowedGrams(analysed.tokens, INDEX_WINDOW);
}
