import { existsSync } from 'node:fs';
import path from 'node:path';
import { withDatabase } from '@studyhub/platform';
import { TEST_POSTGRES_URL, TEST_RABBITMQ_URL, TEST_REDIS_URL, uniqueSuffix } from '@studyhub/platform/testing';
import { FEATURED_PATH } from './bench-app';
import { deleteBrokerObjects } from './broker-cleanup';
import { guarded } from './cleanup';
import { HostProcess } from './host-process';
import { GATEWAY_DIST } from './gateway-dist';
import { mergeLoads, probe, runLoad, type LoadResult } from './http-load';
import type { ReadyMessage } from './ipc';
import type { BenchResult } from './report';
import { round, summarize, type Summary } from './stats';

const RATE = 1000;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
/** Direct and gateway alternate in rounds, so drift on a shared machine hits both alike. */
const ROUNDS = 2;
const ROUND_SECONDS = 5;
const TARGET = { p50: 2, p99: 6 };

interface Side {
  url: string;
  runs: LoadResult[];
  cpu: number[];
}

interface SideResult {
  latency: Summary;
  requestsPerSecond: number;
  failed: number;
  /** Share of one core used by the processes serving this side (service, plus gateway). */
  serverCpu: number;
  clientCpu: number;
}

function envFor(suffix: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BIND_HOST: '127.0.0.1',
    POSTGRES_URL: TEST_POSTGRES_URL,
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    REDIS_URL: TEST_REDIS_URL,
    RABBITMQ_EXCHANGE: `studyhub.bench.${suffix}`,
  };
}

async function startService(suffix: string): Promise<{ host: HostProcess; port: number }> {
  const host = HostProcess.start('catalog service', 'service-host', {
    ...envFor(suffix),
    CATALOG_PORT: '0',
    CATALOG_DATABASE_URL: withDatabase(TEST_POSTGRES_URL, `studyhub_test_bench_catalog_${suffix}`),
  });
  const { port } = await host.next<ReadyMessage>('ready');
  return { host, port: port ?? 0 };
}

async function startGateway(suffix: string, servicePort: number): Promise<{ host: HostProcess; port: number }> {
  const host = HostProcess.start('gateway', 'gateway-host', {
    ...envFor(suffix),
    GATEWAY_PORT: '0',
    CATALOG_URL: `http://127.0.0.1:${servicePort}`,
    RATE_LIMIT_POINTS: '1000000000',
    RATE_LIMIT_SENSITIVE_POINTS: '1000000000',
    BENCH_RATE_LIMIT_PREFIX: `studyhub:bench:${suffix}:ratelimit`,
  });
  const { port } = await host.next<ReadyMessage>('ready');
  return { host, port: port ?? 0 };
}

async function checkSameAnswer(direct: string, proxied: string): Promise<void> {
  const [a, b] = await Promise.all([probe(direct), probe(proxied)]);
  if (a.status !== 200 || b.status !== 200) throw new Error(`probe failed: direct ${a.status}, gateway ${b.status}`);
  if (a.body !== b.body) throw new Error('the gateway answered a different body than the service');
}

const load = (url: string, seconds: number) =>
  runLoad({ url, connections: CONNECTIONS, durationSeconds: seconds, overallRate: RATE });

/** One measured round on one side; `cpuHosts` are the processes that serve it. */
async function measureRound(side: Side, cpuHosts: HostProcess[]): Promise<void> {
  for (const host of cpuHosts) host.markCpu();
  side.runs.push(await load(side.url, ROUND_SECONDS));
  const shares = await Promise.all(cpuHosts.map((host) => host.cpuShare()));
  side.cpu.push(shares.reduce((sum, share) => sum + share, 0));
}

function resultOf(side: Side): SideResult {
  const merged = mergeLoads(side.runs);
  return {
    latency: summarize(merged.latencies),
    requestsPerSecond: merged.requestsPerSecond,
    failed: merged.errors + merged.non2xx,
    serverCpu: side.cpu.reduce((sum, share) => sum + share, 0) / side.cpu.length,
    clientCpu: merged.clientCpu,
  };
}

function report(direct: SideResult, gateway: SideResult): BenchResult {
  const hop = { p50: gateway.latency.p50 - direct.latency.p50, p99: gateway.latency.p99 - direct.latency.p99 };
  const clean = direct.failed === 0 && gateway.failed === 0;
  return {
    name: 'gateway',
    title: `Gateway hop: GET /api${FEATURED_PATH} via gateway vs GET ${FEATURED_PATH} on the service, ${RATE} req/s (autocannon overallRate, ${CONNECTIONS} connections), ${ROUNDS}x${ROUND_SECONDS} s alternating after ${WARMUP_SECONDS} s warm-up each`,
    baselineName: 'direct',
    figures: [
      { metric: 'latency p50', value: gateway.latency.p50, baseline: direct.latency.p50, unit: 'ms' },
      { metric: 'latency p90', value: gateway.latency.p90, baseline: direct.latency.p90, unit: 'ms' },
      { metric: 'latency p99', value: gateway.latency.p99, baseline: direct.latency.p99, unit: 'ms' },
      { metric: 'achieved rate', value: gateway.requestsPerSecond, baseline: direct.requestsPerSecond, unit: 'req/s' },
      {
        metric: 'server CPU (service [+ gateway], cores)',
        value: gateway.serverCpu,
        baseline: direct.serverCpu,
        unit: '',
      },
      {
        metric: 'server CPU per request',
        value: (gateway.serverCpu / gateway.requestsPerSecond) * 1e6,
        baseline: (direct.serverCpu / direct.requestsPerSecond) * 1e6,
        unit: 'us',
      },
      { metric: 'load generator CPU (cores)', value: gateway.clientCpu, baseline: direct.clientCpu, unit: '' },
      { metric: 'errors + non-2xx', value: gateway.failed, baseline: direct.failed, unit: '' },
    ],
    targets: [
      {
        description: `hop adds <= ${TARGET.p50} ms p50`,
        pass: hop.p50 <= TARGET.p50 && clean,
        detail: `+${round(hop.p50)} ms (${round(gateway.latency.p50)} vs ${round(direct.latency.p50)} ms)`,
      },
      {
        description: `hop adds <= ${TARGET.p99} ms p99`,
        pass: hop.p99 <= TARGET.p99 && clean,
        detail: `+${round(hop.p99)} ms (${round(gateway.latency.p99)} vs ${round(direct.latency.p99)} ms)`,
      },
    ],
    notes: [
      'autocannon paces per connection and per second: each connection sends its share back to back at the start of every second, so requests arrive in bursts of up to 10 concurrent',
    ],
    data: { rate: RATE, connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, hop, direct, gateway },
  };
}

export async function benchGatewayHop(): Promise<BenchResult> {
  if (!existsSync(path.join(GATEWAY_DIST, 'gateway.js'))) {
    throw new Error(`no built gateway in ${GATEWAY_DIST}: run npx tsc -b gateway/tsconfig.build.json`);
  }
  const suffix = uniqueSuffix();
  const exchange = envFor(suffix).RABBITMQ_EXCHANGE ?? '';
  let service: HostProcess | undefined;
  let gateway: HostProcess | undefined;
  return guarded(
    async () => {
      const started = await startService(suffix);
      service = started.host;
      const front = await startGateway(suffix, started.port);
      gateway = front.host;
      const direct: Side = { url: `http://127.0.0.1:${started.port}${FEATURED_PATH}`, runs: [], cpu: [] };
      const proxied: Side = { url: `http://127.0.0.1:${front.port}/api${FEATURED_PATH}`, runs: [], cpu: [] };
      await checkSameAnswer(direct.url, proxied.url);
      await load(direct.url, WARMUP_SECONDS);
      await load(proxied.url, WARMUP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        await measureRound(direct, [service]);
        await measureRound(proxied, [service, gateway]);
      }
      return report(resultOf(direct), resultOf(proxied));
    },
    async () => {
      await gateway?.stop();
      await service?.stop();
      await deleteBrokerObjects(TEST_RABBITMQ_URL, { exchanges: [exchange, `${exchange}.dlx`] }).catch(() => undefined);
    },
  );
}
