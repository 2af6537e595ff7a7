export type DiffLine = { type: 'same' | 'added' | 'removed'; text: string };

/**
 * Line diff of two texts by longest common subsequence: what an admin changed between two
 * versions of a page. Pages are a few hundred lines, so the quadratic table is small.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.replace(/\r\n?/g, '\n').split('\n');
  const b = after.replace(/\r\n?/g, '\n').split('\n');
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ type: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      lines.push({ type: 'removed', text: a[i]! });
      i += 1;
    } else {
      lines.push({ type: 'added', text: b[j]! });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) lines.push({ type: 'removed', text: a[i]! });
  for (; j < b.length; j += 1) lines.push({ type: 'added', text: b[j]! });
  return lines;
}
