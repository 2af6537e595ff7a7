import { contentWordsOf } from './content-words';

/** A stretch of a passage, by character offsets into it (end exclusive). */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** A cited span is at most this long: enough for a sentence or two, short enough to highlight. */
export const MAX_SPAN_CHARS = 400;

/**
 * The passage's sentences, by offsets into it: a sentence ends at . ! or ? (with closing quotes or
 * brackets) followed by a space and an upper-case letter, digit or opening quote, or at a blank line.
 * Abbreviations may split a sentence; the span choice joins neighbours anyway.
 */
export function sentencesOf(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  const boundary = /[.!?]["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{N}])|\n\s*\n/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    pushTrimmed(spans, text, start, end);
    start = match.index + match[0].length;
  }
  pushTrimmed(spans, text, start, text.length);
  return spans;
}

function pushTrimmed(spans: TextSpan[], text: string, start: number, end: number): void {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from]!)) from += 1;
  while (to > from && /\s/.test(text[to - 1]!)) to -= 1;
  if (to > from) spans.push({ start: from, end: to, text: text.slice(from, to) });
}

/** How many of the target words (folded content words) the text holds, each counted once. */
export function overlapOf(text: string, target: ReadonlySet<string>): number {
  return new Set(contentWordsOf(text).filter((word) => target.has(word))).size;
}

export interface SpanOptions {
  maxChars?: number;
  /** Sentences no span may include (instructions planted for a model). */
  skip?: (sentence: TextSpan) => boolean;
}

/**
 * The run of consecutive sentences of the passage that best covers the target words, within
 * `maxChars`: most distinct target words first, then the shorter run. A single sentence longer than
 * the limit is cut at a word boundary. The first allowed sentence when nothing matches; an empty
 * span when every sentence is skipped. The span's text is always the passage's own.
 */
export function bestSpanOf(passage: string, targetWords: readonly string[], options: SpanOptions = {}): TextSpan {
  const maxChars = options.maxChars ?? MAX_SPAN_CHARS;
  const target = new Set(targetWords);
  const sentences = sentencesOf(passage);
  const skipped = sentences.map((sentence) => options.skip?.(sentence) ?? false);
  let best: { span: TextSpan; score: number } | undefined;
  for (let first = 0; first < sentences.length; first += 1) {
    for (let last = first; last < sentences.length; last += 1) {
      if (skipped[last]) break;
      const start = sentences[first]!.start;
      const end = sentences[last]!.end;
      if (last > first && end - start > maxChars) break;
      const span = capped(passage, start, end, maxChars);
      const score = overlapOf(span.text, target);
      const isBetter =
        !best ||
        score > best.score ||
        (score === best.score && score > 0 && span.text.length < best.span.text.length);
      // A longer run only wins by covering more target words.
      if (isBetter && (last === first || score > (best?.score ?? 0))) best = { span, score };
    }
  }
  return best?.span ?? { start: 0, end: 0, text: '' };
}

function capped(passage: string, start: number, end: number, maxChars: number): TextSpan {
  if (end - start <= maxChars) return { start, end, text: passage.slice(start, end) };
  const cut = passage.lastIndexOf(' ', start + maxChars);
  const to = cut > start ? cut : start + maxChars;
  return { start, end: to, text: passage.slice(start, to) };
}
