import type { HomeworkStepCheck, StepVerification } from '@studyhub/contracts';
import { decimalPlacesOf, relationOf, type Relation } from './equation-text';
import { parseExpression, type Expression } from './math-engine';

const RELATIVE_TOLERANCE = 1e-9;
/** Points an identity is tried at: negatives, fractions, irrational-looking values, never 0 alone. */
const SAMPLE_VALUES = [-3.7, -2, -1.25, -0.5, 1 / 3, 0.75, 1.5, 2, 2.6, 4.2, 7 / 9, -5 / 3];
const IDENTITY_TRIALS = 8;
/** An identity needs this many points where both sides are defined. */
const MIN_DEFINED_TRIALS = 4;
const MAX_SOLUTION_PARTS = 12;

/**
 * Whether a step's machine-readable check holds. 'verified' only when the engine confirmed it;
 * 'mismatch' when it found it false; 'unverified' for anything it cannot read or decide.
 */
export function verifyCheck(check: HomeworkStepCheck): StepVerification {
  switch (check.kind) {
    case 'arithmetic':
      return verifyArithmetic(check.expression);
    case 'equation':
      return verifyIdentity(check.expression);
    case 'solution':
      return verifySolution(check.expression);
  }
}

export function isClose(a: number, b: number, tolerance = RELATIVE_TOLERANCE): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Every side of `a = b [= c]` evaluates to the same number; `≈` allows the stated rounding. */
export function verifyArithmetic(text: string): StepVerification {
  const relation = relationOf(text);
  if (!relation) return 'unverified';
  const values: number[] = [];
  for (const side of relation.sides) {
    const expression = parseExpression(side);
    if (!expression || expression.variables.length > 0) return 'unverified';
    const value = expression.valueAt({});
    if (value === null) return 'unverified';
    values.push(value);
  }
  for (let at = 1; at < values.length; at += 1) {
    if (!sidesAgree(relation, at - 1, at, values[at - 1]!, values[at]!)) return 'mismatch';
  }
  return 'verified';
}

function sidesAgree(relation: Relation, left: number, right: number, a: number, b: number): boolean {
  if (isClose(a, b)) return true;
  if (!relation.isApproximate) return false;
  const places = [decimalPlacesOf(relation.sides[left]!), decimalPlacesOf(relation.sides[right]!)].filter(
    (value): value is number => value !== null,
  );
  if (places.length === 0) return false;
  // Half a unit in the last stated place, with room for binary floating point.
  const allowed = 0.5 * 10 ** -Math.min(...places) * (1 + 1e-9);
  return Math.abs(a - b) <= allowed;
}

/** `lhs = rhs` holds for every value of its variables, tried at several points. */
export function verifyIdentity(text: string): StepVerification {
  const relation = relationOf(text);
  if (!relation || relation.isApproximate) return 'unverified';
  const sides = relation.sides.map(parseExpression);
  if (sides.some((side) => side === null)) return 'unverified';
  const expressions = sides as Expression[];
  const variables = [...new Set(expressions.flatMap((side) => side.variables))].sort();
  let defined = 0;
  for (let trial = 0; trial < IDENTITY_TRIALS; trial += 1) {
    const scope = scopeFor(variables, trial);
    const values = expressions.map((side) => side.valueAt(scope));
    if (values.some((value) => value === null)) continue;
    defined += 1;
    const numbers = values as number[];
    for (let at = 1; at < numbers.length; at += 1) {
      if (!isClose(numbers[at - 1]!, numbers[at]!, 1e-7)) return 'mismatch';
    }
    if (variables.length === 0) return 'verified';
  }
  return defined >= MIN_DEFINED_TRIALS ? 'verified' : 'unverified';
}

/** Each variable gets a different sample per trial, so `x` and `y` never move together. */
function scopeFor(variables: readonly string[], trial: number): Record<string, number> {
  const scope: Record<string, number> = {};
  variables.forEach((name, index) => {
    scope[name] = SAMPLE_VALUES[(trial * 5 + index * 7) % SAMPLE_VALUES.length]!;
  });
  return scope;
}

/**
 * `equation[; equation]; x = 2; y = 3` (or `=>` between the parts): the stated values satisfy
 * every equation. `x = 3 or x = -2` states several solutions, each checked on its own.
 */
export function verifySolution(text: string): StepVerification {
  const parts = text
    .split(/;|=>|⇒|\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 2 || parts.length > MAX_SOLUTION_PARTS) return 'unverified';
  const equations: Expression[][] = [];
  const alternatives: Record<string, number>[][] = [];
  for (const [index, part] of parts.entries()) {
    const stated = index === 0 ? null : statedValuesOf(part);
    if (stated) {
      alternatives.push(stated);
      continue;
    }
    const relation = relationOf(part);
    if (!relation || relation.isApproximate) return 'unverified';
    const sides = relation.sides.map(parseExpression);
    if (sides.some((side) => side === null)) return 'unverified';
    equations.push(sides as Expression[]);
  }
  if (equations.length === 0 || alternatives.length === 0) return 'unverified';
  const variables = new Set(equations.flat().flatMap((side) => side.variables));
  // Every combination of the stated alternatives (x = 1 or x = 2; y = 3) must satisfy the equations.
  let scopes: Record<string, number>[] = [{}];
  for (const options of alternatives) {
    scopes = scopes.flatMap((scope) => options.map((option) => ({ ...scope, ...option })));
    if (scopes.length > 32) return 'unverified';
  }
  for (const scope of scopes) {
    if ([...variables].some((name) => !(name in scope))) return 'unverified';
    for (const sides of equations) {
      const values = sides.map((side) => side.valueAt(scope));
      if (values.some((value) => value === null)) return 'unverified';
      const numbers = values as number[];
      for (let at = 1; at < numbers.length; at += 1) {
        if (!isClose(numbers[at - 1]!, numbers[at]!, 1e-7)) return 'mismatch';
      }
    }
  }
  return 'verified';
}

/** `x = 2`, `x = 1, y = 2` or `x = 3 or x = -2` (values may be expressions without variables), else null. */
function statedValuesOf(part: string): Record<string, number>[] | null {
  const alternatives: Record<string, number>[] = [];
  for (const alternative of part.split(/\bor\b/)) {
    const scope: Record<string, number> = {};
    for (const assignment of alternative.split(',')) {
      const match = /^([A-Za-z][A-Za-z0-9_]{0,15})\s*=\s*(.+)$/.exec(assignment.trim());
      if (!match) return null;
      const value = parseExpression(match[2]!);
      if (!value || value.variables.length > 0) return null;
      const number = value.valueAt({});
      if (number === null) return null;
      scope[match[1]!] = number;
    }
    alternatives.push(scope);
  }
  return alternatives;
}
