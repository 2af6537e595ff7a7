import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word or mark of a sentence as wink-nlp's English model reads it. */
export interface TextToken {
  /** As written. */
  value: string;
  /** Lower case, with wink's spelling normalisation. */
  normal: string;
  lemma: string;
  /** Universal POS tag: NOUN, PROPN, ADJ, VERB, DET, ADP, PUNCT ... */
  pos: string;
  /** Whether a space came before it in the text. */
  spaced: boolean;
}

export interface TextSentence {
  text: string;
  tokens: TextToken[];
}

const BULLET = /^\s*(?:[-•*–▪◦]|\d{1,2}[.)])\s+/;
const ENDS_BLOCK = /[.!?:;]["”’)]?\s*$/;

/**
 * The text's blocks: a line break ends a block after a sentence's end, before a bullet and at a
 * blank line; other breaks are a PDF's line wrapping and become spaces. Bullets are dropped, so
 * "- Osmosis: the movement of water" reads as a sentence of its own.
 */
export function textBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current = '';
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const isBullet = BULLET.test(rawLine);
    const line = rawLine.replace(BULLET, '').trim();
    if (line === '' || isBullet || ENDS_BLOCK.test(current)) {
      if (current.trim() !== '') blocks.push(current.trim());
      current = '';
    }
    current = current === '' ? line : `${current} ${line}`;
  }
  if (current.trim() !== '') blocks.push(current.trim());
  return blocks;
}

/** Loaded once: the model takes a moment to read. */
let nlp: ReturnType<typeof winkNLP> | undefined;

function englishNlp(): ReturnType<typeof winkNLP> {
  nlp ??= winkNLP(model, ['sbd', 'pos']);
  return nlp;
}

/**
 * The text's sentences with their tokens, tagged by wink-nlp's light English model (the one file
 * that imports wink-nlp). Sentence breaks, part-of-speech tags and lemmas; no named entities,
 * which the noun chunks and capitalisation stand in for.
 */
export function englishSentences(text: string): TextSentence[] {
  const language = englishNlp();
  const its = language.its;
  const sentences: TextSentence[] = [];
  for (const block of textBlocks(text)) {
    language
      .readDoc(block)
      .sentences()
      .each((sentence: ItemSentence) => {
        /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its.* are plain functions it calls itself */
        const tokens = sentence.tokens();
        const values = tokens.out<string>(its.value);
        const normals = tokens.out<string>(its.normal);
        // wink-nlp types its.lemma with the model's addons, a type of another package: same function.
        const lemmas = tokens.out<string>(its.lemma as unknown as ItsFunction<string>);
        const tags = tokens.out<string>(its.pos);
        const spaces = tokens.out<string>(its.precedingSpaces);
        /* eslint-enable @typescript-eslint/unbound-method */
        sentences.push({
          text: sentence.out(),
          tokens: values.map((value, index) => ({
            value,
            normal: normals[index] ?? value.toLowerCase(),
            lemma: lemmas[index] ?? value.toLowerCase(),
            pos: tags[index] ?? 'X',
            spaced: index > 0 && (spaces[index] ?? '') !== '',
          })),
        });
      });
  }
  return sentences;
}
