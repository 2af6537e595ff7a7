import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../stack/repo-root';

/** One measured figure printed next to the baseline measured in the same run. */
export interface Figure {
  metric: string;
  value: number;
  baseline: number;
  unit: string;
}

export interface Target {
  description: string;
  pass: boolean;
  /** The numbers the verdict was made from. */
  detail: string;
}

export interface BenchResult {
  name: string;
  title: string;
  /** What the baseline column is. */
  baselineName: string;
  figures: Figure[];
  targets: Target[];
  notes: string[];
  /** Everything measured, for the JSON file. */
  data: Record<string, unknown>;
}

const COLUMN = { metric: 44, value: 14, baseline: 14 };

function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : 2;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

function ratioOf(figure: Figure): string {
  if (!Number.isFinite(figure.value) || !Number.isFinite(figure.baseline)) return '';
  // A ratio to (next to) nothing says nothing.
  if (Math.abs(figure.baseline) < 0.005) return '';
  return `${(figure.value / figure.baseline).toFixed(2)}x`;
}

export function formatResult(result: BenchResult): string {
  const lines = [
    '',
    `== ${result.title}`,
    `   ${'metric'.padEnd(COLUMN.metric)}${'value'.padStart(COLUMN.value)}${result.baselineName.padStart(COLUMN.baseline + 2)}   ratio`,
  ];
  for (const figure of result.figures) {
    lines.push(
      `   ${figure.metric.padEnd(COLUMN.metric)}${formatValue(figure.value, figure.unit).padStart(COLUMN.value)}` +
        `${formatValue(figure.baseline, figure.unit).padStart(COLUMN.baseline + 2)}   ${ratioOf(figure)}`,
    );
  }
  for (const target of result.targets) {
    lines.push(`   [${target.pass ? 'PASS' : 'FAIL'}] ${target.description}: ${target.detail}`);
  }
  for (const note of result.notes) lines.push(`   note: ${note}`);
  return lines.join('\n');
}

export function printResult(result: BenchResult): void {
  console.log(formatResult(result));
}

export function printSummary(results: readonly BenchResult[], failures: readonly string[]): void {
  const targets = results.flatMap((r) => r.targets.map((t) => ({ bench: r.name, ...t })));
  const failed = targets.filter((t) => !t.pass);
  console.log('');
  console.log(`== Summary: ${targets.length - failed.length}/${targets.length} targets passed`);
  for (const target of targets)
    console.log(`   [${target.pass ? 'PASS' : 'FAIL'}] ${target.bench}: ${target.description}`);
  for (const failure of failures) console.log(`   [FAIL] ${failure}`);
}

/** Writes `.bench/results-<timestamp>.json` at the repo root; returns its path. */
export async function writeResults(
  startedAt: Date,
  results: readonly BenchResult[],
  failures: readonly string[],
): Promise<string> {
  const dir = path.join(REPO_ROOT, '.bench');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `results-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const host = {
    node: process.version,
    platform: process.platform,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
  };
  const passed = failures.length === 0 && results.every((r) => r.targets.every((t) => t.pass));
  const body = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    host,
    passed,
    failures,
    results,
  };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}
