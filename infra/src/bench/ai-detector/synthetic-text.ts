import { pick, type Random } from '@studyhub/platform/testing';
import type { ModelLike } from './detector-dist';

/**
 * Machine-like text made offline, for information only: it is NOT text from a real AI model, and
 * what the detector finds in it says little about real AI text. Two kinds: sentences sampled from
 * the detector's own trigram model at a low temperature (predictable by construction), and
 * sentences filled into the stock phrasings chat models are known for.
 */

/** Tokens the sampler never emits: unknown words and marks that would need their pair. */
const SKIPPED = new Set(['<unk>', '"', '(', ')', "'"]);
const ATTACHED = new Set(['.', ',', ';', ':', '?', '!']);
const MAX_SENTENCE_TOKENS = 45;

function sampleSentence(model: ModelLike, random: Random, temperature: number): string[] {
  const tokens: string[] = [];
  while (tokens.length < MAX_SENTENCE_TOKENS) {
    const { words, counts } = model.continuations(tokens.slice(-2));
    const choices = words
      .map((word, index) => ({ word, weight: (counts[index] ?? 0) ** (1 / temperature) }))
      .filter((choice) => !SKIPPED.has(choice.word));
    const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
    if (total === 0) break;
    let draw = random() * total;
    const chosen = choices.find((choice) => (draw -= choice.weight) <= 0) ?? choices.at(-1)!;
    if (chosen.word === '</s>') break;
    tokens.push(chosen.word);
  }
  return tokens;
}

function written(tokens: readonly string[], random: Random): string {
  let text = '';
  for (const token of tokens) {
    const word = token === '<num>' ? String(Math.floor(random() * 90) + 10) : token;
    text += text === '' || ATTACHED.has(word) ? word : ` ${word}`;
  }
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;
}

/** A text of at least `words` words sampled sentence by sentence from the trigram model. */
export function sampledText(model: ModelLike, random: Random, temperature: number, words: number): string {
  const sentences: string[] = [];
  while (countWords(sentences.join(' ')) < words) {
    const tokens = sampleSentence(model, random, temperature);
    if (tokens.filter((token) => /\p{L}/u.test(token)).length >= 4) sentences.push(written(tokens, random));
  }
  return sentences.join(' ');
}

const OPENERS = [
  'In today’s world,',
  'Moreover,',
  'Furthermore,',
  'Additionally,',
  'In conclusion,',
  'Overall,',
  'Ultimately,',
];
const SUBJECTS = [
  'technology',
  'education',
  'climate change',
  'social media',
  'renewable energy',
  'public health',
  'innovation',
  'collaboration',
];
const CLAIMS = [
  'plays a crucial role in shaping {a}',
  'has a significant impact on {a}',
  'offers valuable insights into {a}',
  'highlights the importance of {a}',
  'is essential for fostering {a}',
  'can help to enhance {a}',
];
const OBJECTS = [
  'our daily lives',
  'the future of society',
  'sustainable development',
  'student success',
  'economic growth',
  'community well-being',
];
const CLOSERS = [
  'It is important to note that {s} requires careful consideration.',
  'By understanding {s}, we can make informed decisions.',
  'This underscores the need for a balanced approach to {s}.',
];

/** A text of at least `words` words in stock chat-model phrasings, filled in at random. */
export function templateText(random: Random, words: number): string {
  const sentences: string[] = [];
  while (countWords(sentences.join(' ')) < words) {
    const subject = pick(SUBJECTS, random)!;
    const claim = pick(CLAIMS, random)!.replace('{a}', pick(OBJECTS, random)!);
    sentences.push(`${pick(OPENERS, random)} ${subject} ${claim}.`);
    if (random() < 0.4) sentences.push(pick(CLOSERS, random)!.replace('{s}', subject));
  }
  return sentences.join(' ');
}
