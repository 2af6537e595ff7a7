import { normaliseMathText } from './math-engine';

/** One relation `lhs = rhs` (or `lhs ≈ rhs`, which allows the rounding of the side that is a plain number). */
export interface Relation {
  sides: string[];
  isApproximate: boolean;
}

const APPROXIMATE = /≈|~=|=~/;

/**
 * Splits `a = b = c` into its sides. `==` counts as `=`; `<=`, `>=`, `!=` are not relations this
 * checker understands, so they give null, as does a text without exactly one kind of equals sign.
 */
export function relationOf(text: string): Relation | null {
  const source = normaliseMathText(text);
  if (/[<>!]=|[<>≤≥≠]/.test(source)) return null;
  const isApproximate = APPROXIMATE.test(source);
  const sides = source
    .replace(/≈|~=|=~/g, '=')
    .replace(/==/g, '=')
    .split('=')
    .map((side) => side.trim());
  if (sides.length < 2 || sides.some((side) => side === '')) return null;
  return { sides, isApproximate };
}

/** Decimal places a plain number is written with (`3.14` → 2), or null when the side is not one. */
export function decimalPlacesOf(side: string): number | null {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(side.trim());
  if (!match) return null;
  return match[1]?.length ?? 0;
}
