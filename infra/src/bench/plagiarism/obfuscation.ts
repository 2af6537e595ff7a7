import { pick, type Random } from '@studyhub/platform/testing';
import type { Thesaurus } from '../homework-search/wordnet-thesaurus';

/** How a copied passage is disguised (after PAN's artificial obfuscation strategies). */
export const OBFUSCATIONS = ['verbatim', 'shuffle', 'edits', 'synonyms', 'mixed'] as const;
export type Obfuscation = (typeof OBFUSCATIONS)[number];

/** Share of words edited (deleted, inserted, replaced or swapped) by the 'edits' strategy. */
export const EDIT_RATE = 0.12;
/** Share of words with a WordNet synonym replaced by the 'synonyms' strategy. */
export const SYNONYM_RATE = 0.5;

const WORD = /^[A-Za-z]+$/;

function matchCase(replacement: string, original: string): string {
  return /^[A-Z]/.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  // A shuffle that changed nothing is no shuffle: rotate instead.
  if (copy.length > 1 && copy.every((item, index) => item === items[index])) copy.push(copy.shift()!);
  return copy;
}

/** Random word edits: each word is, at `rate`, dropped, doubled by a foreign word, replaced, or swapped. */
function edited(sentence: string, rate: number, vocabulary: readonly string[], random: Random): string {
  const words = sentence.split(' ');
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (random() >= rate) {
      out.push(word);
      continue;
    }
    const roll = random();
    if (roll < 0.25) continue;
    if (roll < 0.5) out.push(word, pick(vocabulary, random) ?? word);
    else if (roll < 0.75) out.push(pick(vocabulary, random) ?? word);
    else if (index + 1 < words.length) {
      out.push(words[index + 1]!, word);
      index += 1;
    } else out.push(word);
  }
  return out.join(' ');
}

function withSynonyms(sentence: string, rate: number, thesaurus: Thesaurus, random: Random): string {
  return sentence
    .split(' ')
    .map((token) => {
      const match = /^([^A-Za-z]*)([A-Za-z]+)([^A-Za-z]*)$/.exec(token);
      if (!match || !WORD.test(match[2]!)) return token;
      const synonyms = thesaurus.get(match[2]!.toLowerCase());
      if (!synonyms || random() >= rate) return token;
      const synonym = pick(synonyms, random)!;
      return `${match[1]}${matchCase(synonym, match[2]!)}${match[3]}`;
    })
    .join(' ');
}

/** The passage's sentences disguised by one strategy, joined as running text. */
export function obfuscate(
  sentences: readonly string[],
  strategy: Obfuscation,
  tools: { thesaurus: Thesaurus; vocabulary: readonly string[]; random: Random },
): string {
  const { thesaurus, vocabulary, random } = tools;
  switch (strategy) {
    case 'verbatim':
      return sentences.join(' ');
    case 'shuffle':
      return shuffled(sentences, random).join(' ');
    case 'edits':
      return sentences.map((sentence) => edited(sentence, EDIT_RATE, vocabulary, random)).join(' ');
    case 'synonyms':
      return sentences.map((sentence) => withSynonyms(sentence, SYNONYM_RATE, thesaurus, random)).join(' ');
    case 'mixed':
      return shuffled(sentences, random)
        .map((sentence) => edited(withSynonyms(sentence, SYNONYM_RATE / 2, thesaurus, random), EDIT_RATE / 2, vocabulary, random))
        .join(' ');
  }
}
