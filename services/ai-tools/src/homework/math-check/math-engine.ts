import type * as MathJs from 'mathjs' with { 'resolution-mode': 'import' };
import type { MathNode } from 'mathjs' with { 'resolution-mode': 'import' };

// mathjs declares its types as ESM only; its CommonJS build is the one that runs here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { create, all } = require('mathjs') as Pick<typeof MathJs, 'create' | 'all'>;

/**
 * The one file that talks to mathjs. Expressions come from a language model, so only a small
 * grammar is accepted (numbers, variables, + - * / ^ !, parentheses and a list of pure functions);
 * assignments, function definitions, units, matrices, strings and mathjs' own `import`/`evaluate`
 * are refused before anything runs.
 */
const math = create(all!, { number: 'number' });

const FUNCTIONS = new Set([
  'sqrt',
  'cbrt',
  'abs',
  'exp',
  'log',
  'log10',
  'log2',
  'ln',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'floor',
  'ceil',
  'round',
  'nthRoot',
  'pow',
  'mod',
  'factorial',
  'gcd',
  'lcm',
  'min',
  'max',
]);
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };
const OPERATORS = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'pow',
  'unaryMinus',
  'unaryPlus',
  'factorial',
  'mod',
]);
const MAX_EXPRESSION_LENGTH = 500;

/** A parsed side of an equation that can be evaluated for values of its variables. */
export interface Expression {
  /** Free variables, sorted. */
  variables: string[];
  /** The value, or null where it is not a finite real number (a domain error, division by zero). */
  valueAt(scope: Record<string, number>): number | null;
}

/** The same text as mathjs reads it: typographic operators become ASCII. */
export function normaliseMathText(text: string): string {
  return text
    .replace(/[×·⋅∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/√\s*([0-9.]+|[a-zA-Z])/g, 'sqrt($1)')
    .replace(/π/g, 'pi')
    .replace(/\*\*/g, '^')
    .trim();
}

/** Null when the text is not an expression of the accepted grammar. */
export function parseExpression(text: string): Expression | null {
  const source = normaliseMathText(text).replace(/\bln\(/g, 'log(');
  if (source === '' || source.length > MAX_EXPRESSION_LENGTH) return null;
  let node: MathNode;
  try {
    node = math.parse(source);
  } catch {
    return null;
  }
  const variables = new Set<string>();
  if (!isAccepted(node, variables)) return null;
  const compiled = node.compile();
  return {
    variables: [...variables].sort(),
    valueAt(scope) {
      try {
        const value: unknown = compiled.evaluate({ ...CONSTANTS, ...scope });
        return typeof value === 'number' && Number.isFinite(value) ? value : null;
      } catch {
        return null;
      }
    },
  };
}

function isAccepted(node: MathNode, variables: Set<string>): boolean {
  switch (node.type) {
    case 'ConstantNode':
      return typeof (node as unknown as { value: unknown }).value === 'number';
    case 'SymbolNode': {
      const name = (node as unknown as { name: string }).name;
      if (!(name in CONSTANTS)) variables.add(name);
      return /^[A-Za-z][A-Za-z0-9_]{0,15}$/.test(name);
    }
    case 'ParenthesisNode':
      return isAccepted((node as unknown as { content: MathNode }).content, variables);
    case 'OperatorNode': {
      const operator = node as unknown as { fn: string; args: MathNode[] };
      return OPERATORS.has(operator.fn) && operator.args.every((arg) => isAccepted(arg, variables));
    }
    case 'FunctionNode': {
      const call = node as unknown as { fn: MathNode; args: MathNode[] };
      if (call.fn.type !== 'SymbolNode') return false;
      const name = (call.fn as unknown as { name: string }).name;
      return FUNCTIONS.has(name) && call.args.length > 0 && call.args.every((arg) => isAccepted(arg, variables));
    }
    default:
      return false;
  }
}
