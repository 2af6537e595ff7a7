import { pick, type Random } from '@studyhub/platform/testing';

export const PLANTED_CATEGORIES = ['typo', 'article', 'doubled', 'confusable'] as const;
export type PlantedCategory = (typeof PLANTED_CATEGORIES)[number];

/** One error put into a correct sentence, with where it sits in the document and what undoes it. */
export interface PlantedError {
  category: PlantedCategory;
  offset: number;
  length: number;
  /** The correct text for the span: a fix is right when it is this. */
  expected: string;
  planted: string;
}

export interface PlantedDocument {
  text: string;
  errors: PlantedError[];
  words: number;
}

interface SentenceEdit {
  sentence: string;
  /** Offset of the span within the edited sentence. */
  at: number;
  length: number;
  expected: string;
  planted: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Often swapped words: each one, in correct text, is replaced by a partner. */
const CONFUSABLE_PARTNERS: Record<string, string[]> = {
  their: ['there', "they're"],
  there: ['their'],
  "they're": ['their'],
  its: ["it's"],
  "it's": ['its'],
  then: ['than'],
  than: ['then'],
  affect: ['effect'],
  effect: ['affect'],
  affects: ['effects'],
  effects: ['affects'],
  lose: ['loose'],
  loose: ['lose'],
  your: ["you're"],
  "you're": ['your'],
  whose: ["who's"],
  "who's": ['whose'],
  accept: ['except'],
  except: ['accept'],
  to: ['too'],
  too: ['to'],
  were: ['where'],
  where: ['were'],
};

function wordsOf(sentence: string): { word: string; at: number }[] {
  return [...sentence.matchAll(/[A-Za-z]+(?:'[A-Za-z]+)*/g)].map((match) => ({ word: match[0], at: match.index }));
}

/** One keyboard slip: a letter dropped, doubled wrong, replaced, or two neighbours swapped. */
function typoOf(word: string, random: Random): string {
  const at = Math.floor(random() * word.length);
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  const kind = random();
  if (kind < 0.25) return word.slice(0, at) + word.slice(at + 1);
  if (kind < 0.5) return word.slice(0, at) + letter + word.slice(at);
  if (kind < 0.75) return word.slice(0, at) + letter + word.slice(at + 1);
  const swap = Math.min(at, word.length - 2);
  return word.slice(0, swap) + word[swap + 1]! + word[swap]! + word.slice(swap + 2);
}

/** A lowercase dictionary word (not the sentence's first) becomes a non-word by one edit. */
function plantTypo(sentence: string, random: Random, isWord: (word: string) => boolean): SentenceEdit | null {
  const candidates = wordsOf(sentence).filter(
    ({ word, at }) => at > 0 && word.length >= 3 && /^[a-z]+$/.test(word) && isWord(word),
  );
  const target = pick(candidates, random);
  if (!target) return null;
  for (let attempt = 0; attempt < 10; attempt++) {
    const typo = typoOf(target.word, random);
    if (typo.length < 2 || isWord(typo)) continue;
    return edit(sentence, target.at, target.word, typo);
  }
  return null;
}

/** "a"/"an" before a word turns into the other one. */
function plantArticleSwap(sentence: string, random: Random): SentenceEdit | null {
  // An article is followed by a space and its word: not "a.m.".
  const articles = wordsOf(sentence).filter(
    ({ word, at }, index, all) =>
      /^(?:a|an)$/.test(word) && all[index + 1] && / \S/.test(sentence.slice(at + word.length, at + word.length + 2)),
  );
  const target = pick(articles, random);
  if (!target) return null;
  return edit(sentence, target.at, target.word, target.word === 'a' ? 'an' : 'a');
}

/** A word written twice: "the the". The span is both copies; the fix is one. */
function plantDoubledWord(sentence: string, random: Random): SentenceEdit | null {
  const target = pick(
    wordsOf(sentence).filter(({ word }) => /^[a-z]+$/.test(word)),
    random,
  );
  if (!target) return null;
  return edit(sentence, target.at, target.word, `${target.word} ${target.word}`);
}

/** A commonly confused word swapped for its partner: their for there, then for than. */
function plantConfusable(sentence: string, random: Random): SentenceEdit | null {
  const target = pick(
    wordsOf(sentence).filter(({ word }) => CONFUSABLE_PARTNERS[word] !== undefined),
    random,
  );
  if (!target) return null;
  const partner = pick(CONFUSABLE_PARTNERS[target.word]!, random)!;
  return edit(sentence, target.at, target.word, partner);
}

function edit(sentence: string, at: number, expected: string, planted: string): SentenceEdit {
  return {
    sentence: sentence.slice(0, at) + planted + sentence.slice(at + expected.length),
    at,
    length: planted.length,
    expected,
    planted,
  };
}

export function plantError(
  category: PlantedCategory,
  sentence: string,
  random: Random,
  isWord: (word: string) => boolean,
): SentenceEdit | null {
  switch (category) {
    case 'typo':
      return plantTypo(sentence, random, isWord);
    case 'article':
      return plantArticleSwap(sentence, random);
    case 'doubled':
      return plantDoubledWord(sentence, random);
    case 'confusable':
      return plantConfusable(sentence, random);
  }
}

/** Sentences joined into paragraphs of six, the way a writer's draft reads. */
export function documentOf(sentences: readonly string[]): string {
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 6) paragraphs.push(sentences.slice(i, i + 6).join(' '));
  return paragraphs.join('\n\n');
}

/**
 * Plants errors into every other sentence (one per sentence, so no two findings can merge), each
 * category in turn where the sentence allows it; sentences between stay correct.
 */
export function plantDocument(
  sentences: readonly string[],
  random: Random,
  isWord: (word: string) => boolean,
): PlantedDocument {
  const edited: string[] = [];
  const edits: { sentence: number; edit: SentenceEdit; category: PlantedCategory }[] = [];
  let turn = Math.floor(random() * PLANTED_CATEGORIES.length);
  sentences.forEach((sentence, index) => {
    if (index % 2 === 1) {
      for (let tried = 0; tried < PLANTED_CATEGORIES.length; tried++) {
        const category = PLANTED_CATEGORIES[(turn + tried) % PLANTED_CATEGORIES.length]!;
        const planted = plantError(category, sentence, random, isWord);
        if (!planted) continue;
        edits.push({ sentence: index, edit: planted, category });
        edited.push(planted.sentence);
        turn = (turn + tried + 1) % PLANTED_CATEGORIES.length;
        return;
      }
    }
    edited.push(sentence);
  });
  const text = documentOf(edited);
  // Where each sentence starts in the joined text (a space or a blank line between them).
  const starts: number[] = [];
  let offset = 0;
  edited.forEach((sentence, index) => {
    starts.push(offset);
    offset += sentence.length + ((index + 1) % 6 === 0 ? 2 : 1);
  });
  return {
    text,
    words: text.split(/\s+/).filter(Boolean).length,
    errors: edits.map(({ sentence, edit: planted, category }) => ({
      category,
      offset: starts[sentence]! + planted.at,
      length: planted.length,
      expected: planted.expected,
      planted: planted.planted,
    })),
  };
}
