/**
 * Style measures of a span of text that do not need a language model. Each is a plain number with
 * a plain meaning, so the screen can show it next to its value in human writing.
 */

/** English function words: articles, pronouns, prepositions, conjunctions, auxiliaries. */
const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those my your his her its our their me him us them i you he she it we they ' +
    'who whom whose which what where when why how whoever whatever myself yourself himself herself itself ' +
    'ourselves themselves of in on at by for with about against between into through during before after ' +
    'above below to from up down out off over under again further then once and but or nor so yet if ' +
    'because as until while than though although unless whether since both either neither each every all ' +
    'any some no not only own same such too very can could may might must shall should will would do does ' +
    'did doing done be am is are was were been being have has had having there here just also more most ' +
    'other another much many few less least one ever never'
  ).split(' '),
);

/** The punctuation marks whose variety is measured. */
const PUNCTUATION = /[.,;:!?"'“”‘’()[\]\-–—…/]/g;

/** Standard deviation over mean of the sentences' word counts: how much sentence length varies. */
export function burstiness(sentenceWordCounts: readonly number[]): number {
  if (sentenceWordCounts.length < 2) return 0;
  const mean = sentenceWordCounts.reduce((sum, count) => sum + count, 0) / sentenceWordCounts.length;
  return mean === 0 ? 0 : standardDeviation(sentenceWordCounts) / mean;
}

/** Moving-average type-token ratio over windows of `window` words (Covington and McFall 2010). */
export function movingTypeTokenRatio(words: readonly string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  for (const word of words.slice(0, window)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let sum = counts.size / window;
  for (let end = window; end < words.length; end += 1) {
    const leaving = words[end - window]!;
    const left = (counts.get(leaving) ?? 1) - 1;
    if (left === 0) counts.delete(leaving);
    else counts.set(leaving, left);
    counts.set(words[end]!, (counts.get(words[end]!) ?? 0) + 1);
    sum += counts.size / window;
  }
  return sum / (words.length - window + 1);
}

/** Share of the words that are function words. */
export function functionWordRate(words: readonly string[]): number {
  if (words.length === 0) return 0;
  return words.filter((word) => FUNCTION_WORDS.has(word)).length / words.length;
}

/** Shannon entropy (bits) of the punctuation marks used: 0 for one kind of mark or none. */
export function punctuationDiversity(text: string): number {
  const counts = new Map<string, number>();
  for (const [mark] of text.matchAll(PUNCTUATION)) counts.set(mark, (counts.get(mark) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  let entropy = 0;
  for (const count of counts.values()) entropy -= (count / total) * Math.log2(count / total);
  return entropy;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Population standard deviation; 0 for fewer than two values. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / values.length);
}
