/** Words that say nothing of a passage's content. */
const STOPWORDS = new Set(
  'a an the and or but nor so yet of to in on at by for with from into onto over under about as than then that this these those it its is are was were be been being am do does did has have had having not no can could may might must shall should will would which who whom whose what when where why how all any both each few more most other some such only own same very also just there their they them he she his her we our you your i me my one two there here if because while during before after above below between through again further once out up down off'.split(
    ' ',
  ),
);

/** A word's rough stem: plural, verb endings and a final e off, so "cells" meets "cell", "divides" "dividing". */
function stem(word: string): string {
  let base = word;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 4 && (base.endsWith('ing') || base.endsWith('ed'))) base = base.replace(/(?:ing|ed)$/, '');
  else if (base.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(base)) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !/(?:ss|us|is)$/.test(base)) base = base.slice(0, -1);
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** The content words of a text, stemmed: lower case, no stopwords, no one-letter words. */
export function contentStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

/** The least share of a card's back that its passage must contain. */
export const MIN_BACK_SUPPORT = 0.6;
/** The least share of a card's front (the term or question) that its passage must contain. */
export const MIN_FRONT_SUPPORT = 0.5;

export function supportOf(text: string, passageStems: ReadonlySet<string>): number {
  const words = contentStems(text);
  if (words.length === 0) return 0;
  return words.filter((word) => passageStems.has(word)).length / words.length;
}

/**
 * A simple lexical grounding check of a model's card against the passage it cites: most content
 * words of the back, and half of the front's, must occur in the passage. A card the passage does
 * not support (an invented fact, a term from elsewhere, or an instruction the document carried)
 * is dropped.
 */
export function isGrounded(card: { front: string; back: string }, passage: string): boolean {
  const stems = new Set(contentStems(passage));
  return supportOf(card.back, stems) >= MIN_BACK_SUPPORT && supportOf(card.front, stems) >= MIN_FRONT_SUPPORT;
}
