import { createRequire } from 'node:module';
import type { EditorCheckResponse, EditorIssue } from '@studyhub/contracts';
import { now } from '../clock';
import type { BenchResult, Figure, Target } from '../report';
import { percentile, round } from '../stats';
import { heldOutDocumentNames, readBrownDocument, tuningDocumentNames, type BrownDocument } from './brown-corpus';
import { loadEditorChecks } from './editor-dist';
import {
  PLANTED_CATEGORIES,
  documentOf,
  plantDocument,
  type PlantedCategory,
  type PlantedError,
} from './planted-errors';
import { seededRandom } from '@studyhub/platform/testing';

const SEED = 20_261_126;
const LATENCY_WORDS = 2_000;
const LATENCY_TEXTS = 60;
const LATENCY_WARMUP = 3;

/** The issue's targets, per planted category (recall) and on clean text. */
const RECALL_TARGETS: Record<PlantedCategory, number> = { typo: 0.95, article: 0.95, doubled: 0.95, confusable: 0.7 };
const GRAMMAR_FALSE_ALARMS_PER_1000 = 3;
const P95_MS = 1_500;

/** Findings that claim an error; passive voice and long sentences are style hints, not alarms. */
const GRAMMAR_CATEGORIES = new Set<EditorIssue['category']>(['grammar', 'confusable', 'article', 'repetition']);
// The baseline's lint kinds that are style or typography: not counted, as in ours.
const HARPER_STYLE_KINDS = new Set(['Enhancement', 'Formatting', 'Readability', 'Redundancy', 'Regionalism', 'Style']);
const HARPER_SPELLING_KINDS = new Set(['Spelling', 'Typo']);

interface Finding {
  offset: number;
  length: number;
  replacements: string[];
  isSpelling: boolean;
  isStyle: boolean;
}

interface Tally {
  planted: Record<PlantedCategory, number>;
  found: Record<PlantedCategory, number>;
  fixedFirst: Record<PlantedCategory, number>;
  cleanWords: number;
  spellingAlarms: number;
  grammarAlarms: number;
  alarmExamples: string[];
  missExamples: Record<PlantedCategory, string[]>;
  /** Confusable swaps (written for meant): planted and found. */
  swaps: Record<string, { planted: number; found: number }>;
}

function emptyTally(): Tally {
  const zero = (): Record<PlantedCategory, number> => ({ typo: 0, article: 0, doubled: 0, confusable: 0 });
  return {
    planted: zero(),
    found: zero(),
    fixedFirst: zero(),
    cleanWords: 0,
    spellingAlarms: 0,
    grammarAlarms: 0,
    alarmExamples: [],
    missExamples: { typo: [], article: [], doubled: [], confusable: [] },
    swaps: {},
  };
}

function fromIssues(response: EditorCheckResponse): Finding[] {
  return response.issues.map((issue) => ({
    offset: issue.offset,
    length: issue.length,
    replacements: issue.replacements,
    isSpelling: issue.category === 'spelling',
    isStyle: !GRAMMAR_CATEGORIES.has(issue.category) && issue.category !== 'spelling',
  }));
}

function overlaps(finding: Finding, error: PlantedError): boolean {
  return finding.offset < error.offset + error.length && error.offset < finding.offset + finding.length;
}

function excerpt(text: string, offset: number, length: number): string {
  const from = Math.max(0, offset - 30);
  return `${text.slice(from, offset)}[${text.slice(offset, offset + length)}]${text.slice(offset + length, offset + length + 30)}`.replace(
    /\s+/g,
    ' ',
  );
}

/** Counts alarms on the clean text and planted errors found (and fixed by the first offer). */
function tallyDocument(
  tally: Tally,
  clean: { text: string; words: number; findings: Finding[] },
  planted: { text: string; errors: PlantedError[]; findings: Finding[] },
): void {
  tally.cleanWords += clean.words;
  for (const finding of clean.findings) {
    if (finding.isStyle) continue;
    if (finding.isSpelling) tally.spellingAlarms += 1;
    else {
      tally.grammarAlarms += 1;
      if (tally.alarmExamples.length < 15)
        tally.alarmExamples.push(excerpt(clean.text, finding.offset, finding.length));
    }
  }
  for (const error of planted.errors) {
    tally.planted[error.category] += 1;
    const hit = planted.findings.find((finding) => !finding.isStyle && overlaps(finding, error));
    if (error.category === 'confusable') {
      const swap = (tally.swaps[`${error.planted} for ${error.expected}`] ??= { planted: 0, found: 0 });
      swap.planted += 1;
      if (hit) swap.found += 1;
    }
    if (hit) {
      tally.found[error.category] += 1;
      if (hit.replacements[0] === error.expected) tally.fixedFirst[error.category] += 1;
    } else if (tally.missExamples[error.category].length < 6) {
      tally.missExamples[error.category].push(excerpt(planted.text, error.offset, error.length));
    }
  }
}

/** Texts of 2,000 words cut from consecutive samples at sentence ends. */
function latencyTexts(documents: readonly BrownDocument[]): string[] {
  const sentences = documents.flatMap((document) => document.sentences);
  const texts: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const count = sentence.split(/\s+/).length;
    if (words + count > LATENCY_WORDS) {
      const cut = sentence
        .split(/\s+/)
        .slice(0, LATENCY_WORDS - words)
        .join(' ');
      texts.push(documentOf([...current, cut]));
      if (texts.length === LATENCY_TEXTS) break;
      current = [];
      words = 0;
      continue;
    }
    current.push(sentence);
    words += count;
  }
  return texts;
}

/**
 * Knobs for tuning, never for the verdict: `EDITOR_BENCH_SPLIT=tuning` measures on the tuning half
 * instead of the held-out one, `EDITOR_BENCH_DOCS=<n>` on its first n samples,
 * `EDITOR_BENCH_BASELINE=off` skips the Harper baseline.
 */
function benchSettings(): { isTuning: boolean; names: string[]; hasBaseline: boolean } {
  const isTuning = process.env.EDITOR_BENCH_SPLIT === 'tuning';
  const limit = Number(process.env.EDITOR_BENCH_DOCS);
  const names = isTuning ? tuningDocumentNames() : heldOutDocumentNames();
  return {
    isTuning,
    names: Number.isInteger(limit) && limit > 0 ? names.slice(0, limit) : names,
    hasBaseline: process.env.EDITOR_BENCH_BASELINE !== 'off',
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = now();
  const value = await work();
  return { value, ms: now() - started };
}

export async function benchEditorQuality(): Promise<BenchResult> {
  const dist = loadEditorChecks();
  const englishWords = new Set(createRequire(__filename)('an-array-of-english-words') as string[]);
  const isWord = (word: string) => englishWords.has(word.toLowerCase());
  const settings = benchSettings();
  const documents = settings.names.map(readBrownDocument);
  const random = seededRandom(SEED);
  const plantedDocuments = documents.map((document) => plantDocument(document.sentences, random, isWord));
  const cleanTexts = documents.map((document) => documentOf(document.sentences));
  const texts2000 = latencyTexts(documents);

  const { checks, engine } = dist.createChecks();
  const baseline = dist.createHarperDefaults();
  try {
    const cold = await timed(() => checks.check(cleanTexts[0]!));
    const noLints = () => Promise.resolve([]);
    const lintBaseline = settings.hasBaseline ? (text: string) => baseline.lint(text) : noLints;
    const baselineCold = await timed(() => lintBaseline(cleanTexts[0]!));

    const ours = emptyTally();
    const theirs = emptyTally();
    const fromLints = (lints: Awaited<ReturnType<typeof baseline.lint>>): Finding[] =>
      lints.map((lint) => ({
        offset: lint.start,
        length: lint.end - lint.start,
        replacements: [],
        isSpelling: HARPER_SPELLING_KINDS.has(lint.kind),
        isStyle: HARPER_STYLE_KINDS.has(lint.kind),
      }));
    for (const [index, planted] of plantedDocuments.entries()) {
      const text = cleanTexts[index]!;
      const words = text.split(/\s+/).filter(Boolean).length;
      tallyDocument(
        ours,
        { text, words, findings: fromIssues(await checks.check(text)) },
        { text: planted.text, errors: planted.errors, findings: fromIssues(await checks.check(planted.text)) },
      );
      tallyDocument(
        theirs,
        { text, words, findings: fromLints(await lintBaseline(text)) },
        { text: planted.text, errors: planted.errors, findings: fromLints(await lintBaseline(planted.text)) },
      );
    }

    const latency: number[] = [];
    const baselineLatency: number[] = [];
    for (const [index, text] of texts2000.entries()) {
      const ourRun = await timed(() => checks.check(text));
      const theirRun = await timed(() => lintBaseline(text));
      if (index >= LATENCY_WARMUP) {
        latency.push(ourRun.ms);
        baselineLatency.push(theirRun.ms);
      }
    }
    latency.sort((a, b) => a - b);
    baselineLatency.sort((a, b) => a - b);

    const recall = (tally: Tally, category: PlantedCategory) =>
      tally.found[category] / Math.max(1, tally.planted[category]);
    const firstFix = (tally: Tally, category: PlantedCategory) =>
      tally.fixedFirst[category] / Math.max(1, tally.found[category]);
    const perThousand = (count: number, tally: Tally) => (1000 * count) / tally.cleanWords;

    const figures: Figure[] = [
      ...PLANTED_CATEGORIES.map((category) => ({
        metric: `recall: ${category} (${ours.planted[category]} planted)`,
        value: round(100 * recall(ours, category), 1),
        baseline: round(100 * recall(theirs, category), 1),
        unit: '%',
      })),
      ...PLANTED_CATEGORIES.map((category) => ({
        metric: `first fix right when found: ${category}`,
        value: round(100 * firstFix(ours, category), 1),
        baseline: Number.NaN,
        unit: '%',
      })),
      {
        metric: 'grammar false alarms per 1,000 words',
        value: round(perThousand(ours.grammarAlarms, ours), 2),
        baseline: round(perThousand(theirs.grammarAlarms, theirs), 2),
        unit: '',
      },
      {
        metric: 'spelling false alarms per 1,000 words',
        value: round(perThousand(ours.spellingAlarms, ours), 2),
        baseline: round(perThousand(theirs.spellingAlarms, theirs), 2),
        unit: '',
      },
      {
        metric: 'latency p50, 2,000 words',
        value: round(percentile(latency, 50)),
        baseline: round(percentile(baselineLatency, 50)),
        unit: 'ms',
      },
      {
        metric: 'latency p95, 2,000 words',
        value: round(percentile(latency, 95)),
        baseline: round(percentile(baselineLatency, 95)),
        unit: 'ms',
      },
      {
        metric: 'first check (loads engine and dictionary)',
        value: round(cold.ms),
        baseline: round(baselineCold.ms),
        unit: 'ms',
      },
    ];
    const targets: Target[] = [
      ...PLANTED_CATEGORIES.map((category) => ({
        description: `${category} recall at least ${100 * RECALL_TARGETS[category]}%`,
        pass: recall(ours, category) >= RECALL_TARGETS[category],
        detail: `${ours.found[category]} of ${ours.planted[category]} found (${round(100 * recall(ours, category), 1)}%)`,
      })),
      {
        description: `at most ${GRAMMAR_FALSE_ALARMS_PER_1000} grammar false alarms per 1,000 words of clean text`,
        pass: perThousand(ours.grammarAlarms, ours) <= GRAMMAR_FALSE_ALARMS_PER_1000,
        detail: `${ours.grammarAlarms} alarms in ${ours.cleanWords} words`,
      },
      {
        description: `p95 under ${P95_MS} ms for ${LATENCY_WORDS} words`,
        pass: percentile(latency, 95) < P95_MS,
        detail: `p95 ${round(percentile(latency, 95))} ms over ${latency.length} texts after ${LATENCY_WARMUP} warm-up`,
      },
    ];
    return {
      name: 'editor',
      title: `Editor offline checks on ${documents.length} ${settings.isTuning ? 'TUNING' : 'held-out'} Brown corpus samples (seed ${SEED})`,
      baselineName: 'Harper defaults',
      figures,
      targets,
      notes: [
        'baseline: harper.js with every default rule on (its own spell check, a/an and repeated words included), kinds counted as for ours',
        'false alarms count every error claim on the published text, which has a few real slips and 1960s spellings of its own',
        'latency is the check in one process (Harper in its pool of worker threads, as the service runs it), without HTTP',
        `confusables found per swap: ${Object.entries(ours.swaps)
          .sort(([, a], [, b]) => b.planted - a.planted)
          .map(([swap, { planted, found }]) => `${swap} ${found}/${planted}`)
          .join(', ')}`,
        ...ours.alarmExamples.slice(0, 8).map((example) => `grammar alarm: ${example}`),
        ...PLANTED_CATEGORIES.flatMap((category) =>
          ours.missExamples[category].slice(0, 3).map((example) => `missed ${category}: ${example}`),
        ),
      ],
      data: {
        seed: SEED,
        documents: documents.map((document) => document.name),
        ours,
        baseline: theirs,
        latencyMs: latency,
        baselineLatencyMs: baselineLatency,
      },
    };
  } finally {
    await engine.close();
    await baseline.close();
  }
}
