import { pick, type Random } from '@studyhub/platform/testing';
import type { Thesaurus } from './wordnet-thesaurus';

/** Words a paraphrase may drop, add or leave alone; never replaced by a synonym. */
const FUNCTION_WORDS = new Set(
  (
    'a an the of to in on at by for with from into onto about as and or but if so than then that this these those ' +
    'is are was were be been being am do does did have has had can could will would shall should may might must ' +
    'i you he she it we they me him her us them my your his its our their what which who whom whose why how when where ' +
    'not no nor there here very just really such some any all each more most much many also too only own same other'
  ).split(' '),
);
const DROPPABLE = new Set(['the', 'a', 'an', 'very', 'just', 'really', 'that', 'also', 'such']);
const OPENERS = [
  'Can someone explain:',
  'Question:',
  'Please help:',
  'I was wondering,',
  'Quick question:',
  'Homework:',
];
const PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'for',
  'with',
  'from',
  'about',
  'during',
  'after',
  'before',
  'without',
]);

/** How strongly a question is reworded. */
export interface ParaphraseRates {
  /** Share of content words replaced by a WordNet synonym of their first sense. */
  synonym: number;
  /** Chance to drop each droppable function word. */
  drop: number;
  /** Chance to add an opening phrase. */
  opener: number;
  /** Chance to move clauses or a closing prepositional phrase to the front. */
  reorder: number;
}

export const DEFAULT_RATES: ParaphraseRates = { synonym: 0.4, drop: 0.5, opener: 0.3, reorder: 0.5 };

export interface Paraphrase {
  text: string;
  /** How many words were replaced by synonyms. */
  replaced: number;
  reordered: boolean;
}

function matchCase(replacement: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * A duplicate of a question in other words, made deterministically from the seeded `random`:
 * synonyms for some content words, some function words dropped, an opening phrase added, clauses
 * or a closing phrase moved. Numbers and names' capitals are kept; the meaning stays the same.
 */
export function paraphrase(text: string, thesaurus: Thesaurus, random: Random, rates = DEFAULT_RATES): Paraphrase {
  const cleaned = text
    .replace(/^[-\s]+/, '')
    .replace(/\?+$/, '')
    .trim();
  let replaced = 0;
  const candidates: number[] = [];
  const words = cleaned.split(/\s+/).map((token, index) => {
    const match = /^([^\p{L}\p{N}]*)([\p{L}'’]+)([^\p{L}\p{N}]*)$/u.exec(token);
    if (!match) return token;
    const word = match[2]!.toLowerCase();
    if (FUNCTION_WORDS.has(word)) {
      if (DROPPABLE.has(word) && index > 0 && random() < rates.drop) return '';
      return token;
    }
    const synonyms = thesaurus.get(word);
    if (!synonyms || synonyms.length === 0 || word.length < 3) return token;
    candidates.push(index);
    if (random() >= rates.synonym) return token;
    replaced += 1;
    return `${match[1]}${matchCase(pick(synonyms, random)!, match[2]!)}${match[3]}`;
  });
  // Every duplicate differs in at least one word when the question has one to change.
  if (replaced === 0 && candidates.length > 0) {
    const index = pick(candidates, random)!;
    const token = words[index]!;
    const match = /^([^\p{L}\p{N}]*)([\p{L}'’]+)([^\p{L}\p{N}]*)$/u.exec(token)!;
    words[index] =
      `${match[1]}${matchCase(pick(thesaurus.get(match[2]!.toLowerCase())!, random)!, match[2]!)}${match[3]}`;
    replaced = 1;
  }
  let sentence = words.filter((word) => word !== '').join(' ');
  let reordered = false;
  if (random() < rates.reorder) {
    const comma = sentence.indexOf(', ');
    if (comma > 0) {
      sentence = `${sentence.slice(comma + 2)}, ${sentence.slice(0, comma)}`;
      reordered = true;
    } else {
      const tokens = sentence.split(' ');
      const at = tokens.findLastIndex((token, index) => index > 2 && PREPOSITIONS.has(token.toLowerCase()));
      if (at > 0 && tokens.length - at <= 6) {
        sentence = `${tokens.slice(at).join(' ')}, ${tokens.slice(0, at).join(' ')}`;
        reordered = true;
      }
    }
  }
  if (random() < rates.opener) sentence = `${pick(OPENERS, random)} ${sentence}`;
  return { text: `${sentence}?`, replaced, reordered };
}
