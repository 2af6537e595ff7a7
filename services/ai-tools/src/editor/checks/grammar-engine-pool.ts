import { availableParallelism } from 'node:os';
import { DISABLED_HARPER_RULES } from './grammar-rules';
import { HarperEngine, type GrammarEngine, type HarperLint } from './harper-engine';

/** A stretch of the text and where it starts in the whole, in UTF-16 units. */
export interface TextPart {
  offset: number;
  text: string;
}

/** Below this many characters a part is not worth a thread of its own. */
const MIN_PART_CHARS = 2_000;
/** Two workers: the checks in the service's own thread take the rest of a two-core machine. */
const MAX_WORKERS = 2;

const PARAGRAPH_BREAK = /\n[^\S\n]*\n\s*/g;
const SENTENCE_BREAK = /[.!?]["'”’)\]]?\s+/g;

function cutPointsOf(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index + match[0].length).filter((at) => at < text.length);
}

/**
 * Cuts the text into at most `parts` pieces of similar length, between paragraphs (or, in text with
 * none, between sentences), so each piece can be linted on its own: Harper's rules look no further
 * than a sentence, so a finding never spans a cut.
 */
export function splitForLinting(text: string, parts: number, minPartChars = MIN_PART_CHARS): TextPart[] {
  const count = Math.min(parts, Math.floor(text.length / minPartChars));
  if (count <= 1) return [{ offset: 0, text }];
  let cuts = cutPointsOf(text, PARAGRAPH_BREAK);
  if (cuts.length < count - 1) cuts = cutPointsOf(text, SENTENCE_BREAK);
  const chosen: number[] = [];
  for (let part = 1; part < count; part += 1) {
    const target = (text.length * part) / count;
    const previous = chosen[chosen.length - 1] ?? 0;
    let best: number | undefined;
    for (const cut of cuts) {
      if (cut <= previous) continue;
      if (best === undefined || Math.abs(cut - target) < Math.abs(best - target)) best = cut;
    }
    if (best !== undefined) chosen.push(best);
  }
  const bounds = [0, ...chosen, text.length];
  return bounds.slice(1).map((end, index) => ({ offset: bounds[index]!, text: text.slice(bounds[index], end) }));
}

export interface PooledEngine extends GrammarEngine {
  warmUp(): Promise<void>;
}

/**
 * Several grammar engines, each in its own worker thread, linting the parts of one text at once:
 * Harper takes most of a check's time and works one thread at a time, so a 2,000-word text is
 * checked in about half the time on a machine with a core to spare.
 */
export class GrammarEnginePool implements PooledEngine {
  constructor(private readonly engines: readonly PooledEngine[]) {
    if (engines.length === 0) throw new Error('a grammar engine pool needs at least one engine');
  }

  async lint(text: string): Promise<HarperLint[]> {
    const parts = splitForLinting(text, this.engines.length);
    const found = await Promise.all(parts.map((part, index) => this.engines[index]!.lint(part.text)));
    return found.flatMap((lints, index) => {
      const shift = parts[index]!.offset;
      return lints.map((lint) => ({ ...lint, start: lint.start + shift, end: lint.end + shift }));
    });
  }

  async warmUp(): Promise<void> {
    await Promise.all(this.engines.map((engine) => engine.warmUp()));
  }

  async close(): Promise<void> {
    await Promise.all(this.engines.map((engine) => engine.close()));
  }
}

/** The editor's grammar engine as the service runs it: Harper with our rules, one worker per spare core. */
export function createEditorGrammarEngine(): GrammarEnginePool {
  const workers = Math.max(1, Math.min(MAX_WORKERS, availableParallelism()));
  return new GrammarEnginePool(Array.from({ length: workers }, () => new HarperEngine(DISABLED_HARPER_RULES)));
}
