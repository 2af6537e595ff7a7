import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { withDatabase } from '@studyhub/platform';
import { TEST_POSTGRES_URL, TEST_RABBITMQ_URL, TEST_REDIS_URL, uniqueSuffix } from '@studyhub/platform/testing';
import { sleep } from '../clock';
import { guarded } from '../cleanup';
import { HostProcess } from '../host-process';
import type { HostMessage, ReadyMessage } from '../ipc';
import type { BenchResult } from '../report';
import { CATALOG_DIST } from './catalog-dist';
import { cancelNaiveQueries } from './naive-baseline';
import { runPaths, type PathLoadResult } from './path-load';
import { buildQuerySets, sampleCatalog, type QuerySets } from './query-sets';
import { reportOf, type Scenario, type ScenarioResult, type Checks } from './catalog-search-report';

const WARMUP_SECONDS = 3;
const SINGLE_SECONDS = 10;
const SATURATION_SECONDS = 10;
const SATURATION_CONNECTIONS = 16;
const BASELINE_SINGLE_SECONDS = 10;
const BASELINE_SATURATION_SECONDS = 6;
const BASELINE_SATURATION_CONNECTIONS = 8;
const INDEX_TIMEOUT_MS = 15 * 60_000;

interface GeneratedMessage extends HostMessage {
  timings: Record<string, number>;
  reused: boolean;
}

interface MemoryMessage extends HostMessage {
  usage: NodeJS.MemoryUsage;
}

/** Polls the service's metrics until its search index answers; returns the build time it reports. */
async function waitForIndex(origin: string): Promise<number> {
  const deadline = Date.now() + INDEX_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const text = await (await fetch(`${origin}/metrics`)).text();
    if (/^catalog_search_index_ready(\{[^}]*\})? 1$/m.test(text)) {
      const seconds = /^catalog_search_index_build_seconds(?:\{[^}]*\})? ([\d.e+-]+)$/m.exec(text)?.[1];
      return Number(seconds);
    }
    await sleep(1000);
  }
  throw new Error('the search index was not ready in time');
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What the numbers are only worth with: exact totals, typo tolerance, blank queries. */
async function runChecks(origin: string, baselineOrigin: string, sets: QuerySets, client: Client): Promise<Checks> {
  let browseExact = 0;
  const browseChecked = sets.browse.slice(0, 40);
  for (const path of browseChecked) {
    const [ours, naive] = await Promise.all([
      getJson<{ meta: { total: number } }>(`${origin}${path}`),
      getJson<{ meta: { total: number } }>(`${baselineOrigin}${path}`),
    ]);
    if (ours.meta.total === naive.meta.total) browseExact += 1;
  }
  let textExact = 0;
  const textChecked = sets.text.slice(0, 30);
  for (const path of textChecked) {
    const params = new URL(path, origin).searchParams;
    const words = (params.get('q') ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const tsquery = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
    const filters: string[] = [];
    const values: unknown[] = [tsquery];
    for (const name of ['subject_id', 'document_type_id']) {
      const value = params.get(name);
      if (!value) continue;
      values.push(value);
      filters.push(`AND d.${name} = $${values.length}`);
    }
    const { rows } = await client.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM documents d
        WHERE d.status_id = 1 AND d.search_vector @@ to_tsquery('simple', $1) ${filters.join(' ')}`,
      values,
    );
    const ours = await getJson<{ meta: { total: number } }>(`${origin}${path}`);
    if (ours.meta.total === rows[0]?.total) textExact += 1;
  }
  let typoFound = 0;
  for (const typo of sets.typos) {
    const answer = await getJson<{ data: { documents: { title: string }[] } }>(`${origin}${typo.path}`);
    if (answer.data.documents.some((document) => document.title.toLowerCase().includes(typo.intended))) {
      typoFound += 1;
    }
  }
  const blank = await getJson<{ data: { documents: unknown[]; questions: unknown[] } }>(
    `${origin}/search/instant?q=${encodeURIComponent('   ')}`,
  );
  return {
    browseExact,
    browseChecked: browseChecked.length,
    textExact,
    textChecked: textChecked.length,
    typoFound,
    typoChecked: sets.typos.length,
    blankEmpty: blank.data.documents.length === 0 && blank.data.questions.length === 0,
  };
}

async function measure(
  scenario: Scenario,
  paths: readonly string[],
  origin: string,
  baselineOrigin: string,
  catalog: HostProcess,
  databaseUrl: string,
): Promise<ScenarioResult> {
  console.log(`   measuring ${scenario} ...`);
  await runPaths({ origin, paths, connections: 4, durationSeconds: WARMUP_SECONDS });
  const single = await runPaths({ origin, paths, connections: 1, durationSeconds: SINGLE_SECONDS });
  catalog.markCpu();
  const saturated = await runPaths({
    origin,
    paths,
    connections: SATURATION_CONNECTIONS,
    durationSeconds: SATURATION_SECONDS,
  });
  const serviceCpu = await catalog.cpuShare();
  const baselineSingle = await runPaths({
    origin: baselineOrigin,
    paths,
    connections: 1,
    durationSeconds: BASELINE_SINGLE_SECONDS,
  });
  await cancelNaiveQueries(databaseUrl);
  const baselineSaturated = await runPaths({
    origin: baselineOrigin,
    paths,
    connections: BASELINE_SATURATION_CONNECTIONS,
    durationSeconds: BASELINE_SATURATION_SECONDS,
  });
  await cancelNaiveQueries(databaseUrl);
  const failed = (runs: PathLoadResult[]) => runs.reduce((sum, run) => sum + run.failed, 0);
  return {
    scenario,
    single,
    saturated,
    baselineSingle,
    baselineSaturated,
    serviceCpu,
    failed: failed([single, saturated]),
    baselineFailed: failed([baselineSingle, baselineSaturated]),
  };
}

/**
 * Catalog search at scale: a database of its own with 1,000,000 generated documents and 200,000
 * homework questions, the real catalog service on it (its in-process index built at start), and
 * next to it a bare server answering the same requests with naive SQL (ILIKE, count(*)).
 * Measures instant search, filter-only browse and text search, each with one client (p50, p95,
 * p99) and at saturation (req/s), after checking totals are exact and typos are corrected.
 *
 * BENCH_CATALOG_KEEP=1 keeps the generated database (studyhub_bench_catalog_kept) for the next
 * run; BENCH_CATALOG_SCALE='{"documents":...}' changes the size (never for the verdict).
 */
export async function benchCatalogSearch(): Promise<BenchResult> {
  if (!existsSync(path.join(CATALOG_DIST, 'service.js'))) {
    throw new Error(`no built catalog service in ${CATALOG_DIST}: run npx tsc -b services/catalog/tsconfig.build.json`);
  }
  const suffix = uniqueSuffix();
  const keep = process.env.BENCH_CATALOG_KEEP === '1';
  const databaseUrl = withDatabase(
    TEST_POSTGRES_URL,
    keep ? 'studyhub_bench_catalog_kept' : `studyhub_bench_catalog_${suffix}`,
  );
  const hosts: HostProcess[] = [];
  return guarded(
    async () => {
      const catalog = HostProcess.start('catalog service', 'catalog-search-host', {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        BIND_HOST: '127.0.0.1',
        POSTGRES_URL: TEST_POSTGRES_URL,
        RABBITMQ_URL: TEST_RABBITMQ_URL,
        REDIS_URL: TEST_REDIS_URL,
        RABBITMQ_EXCHANGE: `studyhub.bench.${suffix}`,
        CATALOG_PORT: '0',
        CATALOG_DATABASE_URL: databaseUrl,
        BENCH_CATALOG_DATABASE_URL: databaseUrl,
      });
      hosts.push(catalog);
      catalog.on<HostMessage & { message: string }>('progress', (message) =>
        console.log(`   generating: ${message.message}`),
      );
      const generated = await catalog.next<GeneratedMessage>('generated', 60 * 60_000);
      const { port } = await catalog.next<ReadyMessage>('ready', 10 * 60_000);
      const origin = `http://127.0.0.1:${port ?? 0}`;
      const indexSeconds = await waitForIndex(origin);
      const memory = (await catalog.request<MemoryMessage>({ type: 'memory' }, 'memory')).usage;

      const baseline = HostProcess.start('naive baseline', 'catalog-baseline-host', {
        BENCH_CATALOG_DATABASE_URL: databaseUrl,
      });
      hosts.push(baseline);
      const baselineOrigin = `http://127.0.0.1:${(await baseline.next<ReadyMessage>('ready')).port ?? 0}`;

      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      let sets: QuerySets;
      let checks: Checks;
      let counts: { documents: number; approved: number; questions: number };
      try {
        sets = buildQuerySets(await sampleCatalog(client));
        const { rows } = await client.query<{ documents: number; approved: number; questions: number }>(
          `SELECT (SELECT count(*)::int FROM documents) AS documents,
                  (SELECT count(*)::int FROM documents WHERE status_id = 1) AS approved,
                  (SELECT count(*)::int FROM homework_questions) AS questions`,
        );
        counts = rows[0]!;
        checks = await runChecks(origin, baselineOrigin, sets, client);
      } finally {
        await client.end();
      }
      const results = [
        await measure('instant', sets.instant, origin, baselineOrigin, catalog, databaseUrl),
        await measure('browse', sets.browse, origin, baselineOrigin, catalog, databaseUrl),
        await measure('text', sets.text, origin, baselineOrigin, catalog, databaseUrl),
      ];
      return reportOf({
        results,
        checks,
        counts,
        generation: generated.reused ? null : generated.timings,
        indexSeconds,
        memory,
        connections: { saturation: SATURATION_CONNECTIONS, baseline: BASELINE_SATURATION_CONNECTIONS },
      });
    },
    async () => {
      for (const host of hosts.reverse()) await host.stop(120_000);
    },
  );
}
