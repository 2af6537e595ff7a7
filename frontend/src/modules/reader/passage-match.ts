/** The shortest piece of a passage worth highlighting on its own (letters and digits). */
export const MIN_MATCH_CHARS = 24;

/** Letters and digits only, lower-cased and NFKC-folded: spacing, hyphenation and punctuation ignored. */
function folded(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Which of a page's text items (pdf.js text content, in reading order) show the passage: the whole
 * passage when the page has it, else its longest beginning (it goes on to the next page) or its
 * longest end (it began on the page before), when at least MIN_MATCH_CHARS long. Empty when the page
 * does not show it.
 */
export function passageItemIndexes(items: readonly string[], passage: string): number[] {
  const match = matchOf(items, passage);
  return match ? [...new Set(match.owners.slice(match.start, match.start + match.length))] : [];
}

/**
 * How much of the passage the page shows, in folded characters (0: none). Pages of one document
 * often share a running title, so a page is chosen by the longest match, not the first one.
 */
export function passageMatchLength(items: readonly string[], passage: string): number {
  return matchOf(items, passage)?.length ?? 0;
}

function matchOf(
  items: readonly string[],
  passage: string,
): { start: number; length: number; owners: number[] } | null {
  let stream = '';
  const owners: number[] = [];
  items.forEach((item, index) => {
    const text = folded(item);
    stream += text;
    for (let at = 0; at < text.length; at += 1) owners.push(index);
  });
  const target = folded(passage);
  if (target.length === 0 || stream.length === 0) return null;
  const found = locate(stream, target);
  return found ? { ...found, owners } : null;
}

function locate(stream: string, target: string): { start: number; length: number } | null {
  const whole = stream.indexOf(target);
  if (whole >= 0) return { start: whole, length: target.length };
  const minimum = Math.min(MIN_MATCH_CHARS, target.length);
  const prefix = longest(minimum, target.length - 1, (length) => stream.indexOf(target.slice(0, length)));
  const suffix = longest(minimum, target.length - 1, (length) => stream.indexOf(target.slice(target.length - length)));
  if (!prefix && !suffix) return null;
  if (!suffix || (prefix && prefix.length >= suffix.length)) return prefix;
  return suffix;
}

/** The longest length in [from, to] whose piece occurs (pieces of a found piece occur too: binary search). */
function longest(from: number, to: number, find: (length: number) => number): { start: number; length: number } | null {
  if (from > to || find(from) < 0) return null;
  let low = from;
  let high = to;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (find(middle) >= 0) low = middle;
    else high = middle - 1;
  }
  return { start: find(low), length: low };
}
