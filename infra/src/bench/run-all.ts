/**
 * `npm run bench` (after `npx tsc -b infra/tsconfig.build.json`; the gateway and auth benchmarks also
 * need `npx tsc -b gateway/tsconfig.build.json`, the auth benchmark `npx tsc -b
 * services/auth/tsconfig.build.json`, the catalog-search and homework-search benchmarks `npx tsc -b
 * services/catalog/tsconfig.build.json`, the editor benchmark `npx tsc -b
 * services/ai-tools/tsconfig.build.json`, the ai-detector benchmark `npm run build -w @studyhub/ai-tools-service`). Runs every benchmark, each figure next to a baseline
 * measured in the same run, prints PASS/FAIL per target, writes `.bench/results-<time>.json` and
 * exits 1 when a target fails (2 when the run itself broke).
 *
 *   node infra/dist/bench/run-all.js --only gateway        one benchmark (backbone, gateway, nest, auth, catalog-search, document-pipeline, money, editor, homework-search, plagiarism)
 *   BENCH_PROFILE_DIR=/tmp/prof node ...                   V8 CPU profiles of every server/consumer
 *   TEST_LOGS=1 node ...                                   service logs (silent otherwise)
 *
 * Experiment knobs (never for the verdict): see experiments.ts.
 */
import os from 'node:os';
import { benchAiDetector } from './ai-detector/ai-detector.bench';
import { benchAuth } from './auth.bench';
import { benchCatalogSearch } from './catalog-search/catalog-search.bench';
import { benchDocumentChat } from './document-chat/document-chat.bench';
import { benchDocumentPipeline } from './document-pipeline/document-pipeline.bench';
import { benchEditorQuality } from './editor/editor-quality.bench';
import { benchEventBackbone } from './event-backbone.bench';
import { benchFlashcards } from './flashcards/flashcards.bench';
import { benchGatewayHop } from './gateway-hop.bench';
import { benchHomeworkSearch } from './homework-search/homework-search.bench';
import { benchMoney } from './money/money.bench';
import { benchNestVsNode } from './nest-vs-node.bench';
import { benchPlagiarism } from './plagiarism/plagiarism.bench';
import { runCleanups } from './cleanup';
import { sleep } from './clock';
import { cpuSnapshot, cpuUse } from './system-cpu';
import { printResult, printSummary, writeResults, type BenchResult } from './report';

interface Benchmark {
  name: string;
  run(): Promise<BenchResult>;
}

const BENCHMARKS: readonly Benchmark[] = [
  { name: 'backbone', run: benchEventBackbone },
  { name: 'gateway', run: benchGatewayHop },
  { name: 'nest', run: benchNestVsNode },
  { name: 'auth', run: benchAuth },
  { name: 'catalog-search', run: benchCatalogSearch },
  { name: 'document-pipeline', run: benchDocumentPipeline },
  { name: 'money', run: benchMoney },
  { name: 'editor', run: benchEditorQuality },
  { name: 'homework-search', run: benchHomeworkSearch },
  { name: 'flashcards', run: benchFlashcards },
  { name: 'document-chat', run: benchDocumentChat },
  { name: 'plagiarism', run: benchPlagiarism },
  { name: 'ai-detector', run: benchAiDetector },
];

function selected(argv: readonly string[]): Benchmark[] {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index < 0) return [...BENCHMARKS];
  const value = argv[index]?.startsWith('--only=') ? argv[index]?.slice('--only='.length) : argv[index + 1];
  const names = (value ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes ${BENCHMARKS.map((b) => b.name).join(', ')} (comma-separated)`);
  }
  return BENCHMARKS.filter((b) => names.includes(b.name));
}

/** Other work on the machine above this (in cores) makes a run's figures suspect. */
const BUSY_CORES = 0.3;

/** Cores the rest of the machine keeps busy while we are idle, measured over one second. */
async function backgroundCores(): Promise<number> {
  const before = await cpuSnapshot();
  await sleep(1000);
  const after = await cpuSnapshot();
  return before && after ? cpuUse(before, after, []).machineBusyCores : Number.NaN;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const benchmarks = selected(process.argv.slice(2));
  const results: BenchResult[] = [];
  const failures: string[] = [];
  for (const benchmark of benchmarks) {
    const background = await backgroundCores();
    const shown = Number.isFinite(background) ? `${background.toFixed(2)} of ${os.cpus().length} cores busy` : 'n/a';
    console.log(`\n-- running ${benchmark.name} (before it, other work kept ${shown}) ...`);
    try {
      const result = await benchmark.run();
      result.data.backgroundCores = background;
      result.data.loadAverage = os.loadavg();
      if (background > BUSY_CORES) {
        result.notes.push(
          `other work kept ${background.toFixed(2)} of ${os.cpus().length} cores busy just before this run: figures are pessimistic and noisy`,
        );
      }
      results.push(result);
      printResult(result);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      failures.push(`${benchmark.name}: did not complete: ${message.split('\n')[0] ?? ''}`);
      console.error(`${benchmark.name} failed:\n${message}`);
    }
  }
  printSummary(results, failures);
  const file = await writeResults(startedAt, results, failures);
  console.log(`\nresults written to ${file} (${Math.round((Date.now() - startedAt.getTime()) / 1000)} s)`);
  const passed = failures.length === 0 && results.every((r) => r.targets.every((t) => t.pass));
  return passed ? 0 : 1;
}

process.once('SIGINT', () => {
  console.log('\ninterrupted: cleaning up databases, queues and host processes ...');
  void runCleanups().then(() => process.exit(130));
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
