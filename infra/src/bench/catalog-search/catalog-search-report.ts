import type { BenchResult, Figure, Target } from '../report';
import { percentile, round } from '../stats';
import type { PathLoadResult } from './path-load';

export type Scenario = 'instant' | 'browse' | 'text';

export interface ScenarioResult {
  scenario: Scenario;
  single: PathLoadResult;
  saturated: PathLoadResult;
  baselineSingle: PathLoadResult;
  baselineSaturated: PathLoadResult;
  /** Share of one core the catalog process used at saturation. */
  serviceCpu: number;
  failed: number;
  baselineFailed: number;
}

export interface Checks {
  browseExact: number;
  browseChecked: number;
  textExact: number;
  textChecked: number;
  typoFound: number;
  typoChecked: number;
  blankEmpty: boolean;
}

export interface Measured {
  results: ScenarioResult[];
  checks: Checks;
  counts: { documents: number; approved: number; questions: number };
  generation: Record<string, number> | null;
  indexSeconds: number;
  memory: NodeJS.MemoryUsage;
  connections: { saturation: number; baseline: number };
}

export const TARGET = {
  instantP95Ms: 10,
  instantP99Ms: 30,
  instantRps: 300,
  instantSpeedup: 30,
  browseP95Ms: 15,
  textP95Ms: 60,
  typoShare: 0.9,
};

const LABEL: Record<Scenario, string> = {
  instant: 'instant search',
  browse: 'filter-only browse, exact total',
  text: 'text search, exact total',
};

interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

function latencyOf(run: PathLoadResult): Latency {
  const sorted = Float64Array.from(run.latencies).sort();
  const values = Array.from(sorted);
  return { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) };
}

function figuresOf(result: ScenarioResult): Figure[] {
  const ours = latencyOf(result.single);
  const naive = latencyOf(result.baselineSingle);
  const label = LABEL[result.scenario];
  return [
    { metric: `${label} p50`, value: ours.p50, baseline: naive.p50, unit: 'ms' },
    { metric: `${label} p95`, value: ours.p95, baseline: naive.p95, unit: 'ms' },
    { metric: `${label} p99`, value: ours.p99, baseline: naive.p99, unit: 'ms' },
    {
      metric: `${label} req/s saturated`,
      value: result.saturated.requestsPerSecond,
      baseline: result.baselineSaturated.requestsPerSecond,
      unit: 'req/s',
    },
  ];
}

export function reportOf(m: Measured): BenchResult {
  const byScenario = Object.fromEntries(m.results.map((result) => [result.scenario, result])) as Record<
    Scenario,
    ScenarioResult
  >;
  const instant = latencyOf(byScenario.instant.single);
  const instantNaive = latencyOf(byScenario.instant.baselineSingle);
  const browse = latencyOf(byScenario.browse.single);
  const text = latencyOf(byScenario.text.single);
  const speedup = instantNaive.p95 / instant.p95;
  const failed = m.results.reduce((sum, result) => sum + result.failed, 0);
  const { checks } = m;
  const typoShare = checks.typoChecked > 0 ? checks.typoFound / checks.typoChecked : 0;
  const targets: Target[] = [
    {
      description: `instant search p95 <= ${TARGET.instantP95Ms} ms and p99 <= ${TARGET.instantP99Ms} ms (one client)`,
      pass: instant.p95 <= TARGET.instantP95Ms && instant.p99 <= TARGET.instantP99Ms,
      detail: `p95 ${round(instant.p95)} ms, p99 ${round(instant.p99)} ms`,
    },
    {
      description: `instant search >= ${TARGET.instantRps} req/s at saturation on this machine`,
      pass: byScenario.instant.saturated.requestsPerSecond >= TARGET.instantRps,
      detail: `${Math.round(byScenario.instant.saturated.requestsPerSecond)} req/s with ${m.connections.saturation} connections, catalog process at ${round(byScenario.instant.serviceCpu, 2)} cores`,
    },
    {
      description: `instant search >= ${TARGET.instantSpeedup}x faster than the naive ILIKE baseline (p95)`,
      pass: speedup >= TARGET.instantSpeedup,
      detail: `${round(speedup, 1)}x (${round(instantNaive.p95)} vs ${round(instant.p95)} ms)`,
    },
    {
      description: `instant search corrects typos (>= ${TARGET.typoShare * 100}% find the intended word)`,
      pass: typoShare >= TARGET.typoShare,
      detail: `${checks.typoFound} of ${checks.typoChecked} misspelt queries suggested a title with the intended word`,
    },
    {
      description: 'a blank instant query answers empty lists',
      pass: checks.blankEmpty,
      detail: checks.blankEmpty ? 'empty lists' : 'answered results',
    },
    {
      description: `filter-only browse with exact total p95 <= ${TARGET.browseP95Ms} ms (one client)`,
      pass: browse.p95 <= TARGET.browseP95Ms,
      detail: `p95 ${round(browse.p95)} ms, p99 ${round(browse.p99)} ms`,
    },
    {
      description: 'filter-only totals equal count(*)',
      pass: checks.browseExact === checks.browseChecked,
      detail: `${checks.browseExact} of ${checks.browseChecked} sampled requests`,
    },
    {
      description: `text search with exact total p95 <= ${TARGET.textP95Ms} ms (one client)`,
      pass: text.p95 <= TARGET.textP95Ms,
      detail: `p95 ${round(text.p95)} ms, p99 ${round(text.p99)} ms`,
    },
    {
      description: 'text search totals equal PostgreSQL full-text count(*)',
      pass: checks.textExact === checks.textChecked,
      detail: `${checks.textExact} of ${checks.textChecked} sampled requests`,
    },
    {
      description: 'no failed requests to the catalog',
      pass: failed === 0,
      detail: `${failed} failed`,
    },
  ];
  return {
    name: 'catalog-search',
    title:
      `Catalog search on ${m.counts.documents.toLocaleString('en')} documents (${m.counts.approved.toLocaleString('en')} approved) ` +
      `and ${m.counts.questions.toLocaleString('en')} homework questions: the catalog service's endpoints ` +
      'next to a bare server running naive SQL (ILIKE per word, count(*)) on the same database',
    baselineName: 'naive SQL',
    figures: [
      ...m.results.flatMap(figuresOf),
      { metric: 'index build at start', value: m.indexSeconds, baseline: Number.NaN, unit: 's' },
      { metric: 'catalog process memory (RSS)', value: m.memory.rss / 2 ** 20, baseline: Number.NaN, unit: 'MiB' },
    ],
    targets,
    notes: [
      'one client: requests one after another for 10 s; saturated: 16 connections (naive: 8) unpaced, every process (load generator, catalog, PostgreSQL) on the same cores',
      'requests cycle through 300 different queries per scenario (prefixes as typed, two words, subject names, typos; filters, sorts and pages; one- and two-word searches with filters and sorts)',
      'the naive side answers the same paths with the approved-only indexes the service has, but ILIKE for text and count(*) for totals',
      `catalog process at saturation: instant ${round(byScenario.instant.serviceCpu, 2)}, browse ${round(byScenario.browse.serviceCpu, 2)}, text ${round(byScenario.text.serviceCpu, 2)} cores`,
    ],
    data: {
      counts: m.counts,
      generationMs: m.generation,
      indexBuildSeconds: m.indexSeconds,
      memory: m.memory,
      checks,
      scenarios: m.results.map((result) => ({
        scenario: result.scenario,
        ours: {
          single: { ...latencyOf(result.single), count: result.single.ok },
          saturatedRps: result.saturated.requestsPerSecond,
          serviceCpu: result.serviceCpu,
          failed: result.failed,
        },
        naive: {
          single: { ...latencyOf(result.baselineSingle), count: result.baselineSingle.ok },
          saturatedRps: result.baselineSaturated.requestsPerSecond,
          failed: result.baselineFailed,
        },
      })),
    },
  };
}
