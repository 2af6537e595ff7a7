/**
 * Edit distances for typo correction: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1 (optimal string alignment). Both stop early once every path
 * is over `max`, which is what keeps checking hundreds of candidate words cheap.
 */

const NONE = Number.POSITIVE_INFINITY;

/** The distance between `a` and `b`, or Infinity when it is over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return NONE;
  const rows = alignmentRows(a, b, max);
  if (rows === null) return NONE;
  const distance = rows[b.length]!;
  return distance <= max ? distance : NONE;
}

/**
 * The smallest distance between `prefix` and any beginning of `word` ("calcl" is 1 from
 * "calcu", so from "calculus"), or Infinity when it is over `max`.
 */
export function prefixDistance(prefix: string, word: string, max: number): number {
  const rows = alignmentRows(prefix, word, max);
  if (rows === null) return NONE;
  let best = NONE;
  for (const value of rows) if (value < best) best = value;
  return best <= max ? best : NONE;
}

/** The last row of the alignment table of `a` against `b`; null once a whole row is over `max`. */
function alignmentRows(a: string, b: string, max: number): Int32Array | null {
  const width = b.length + 1;
  let twoBack = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      const substitution = previous[j - 1]! + (ai === bj ? 0 : 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous;
}
