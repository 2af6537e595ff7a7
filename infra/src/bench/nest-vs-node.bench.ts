import { FEATURED_PATH } from './bench-app';
import { HostProcess } from './host-process';
import { probe, runLoad, type LoadResult } from './http-load';
import type { ReadyMessage } from './ipc';
import type { BenchResult } from './report';
import { round, summarize } from './stats';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 10;
const TARGET_RATIO = 0.55;

type ServerKind = 'nest' | 'node';

interface ServerRun {
  load: LoadResult;
  /** Share of one core the server process used while measured. */
  serverCpu: number;
  body: string;
}

/** Starts one server in its own process, warms it up, then measures its maximum throughput. */
async function measureServer(kind: ServerKind): Promise<ServerRun> {
  const host = HostProcess.start(`${kind} server`, 'http-host', { BENCH_SERVER: kind, NODE_ENV: 'production' });
  try {
    const { port } = await host.next<ReadyMessage>('ready');
    const url = `http://127.0.0.1:${port}${FEATURED_PATH}`;
    const check = await probe(url);
    if (check.status !== 200) throw new Error(`${kind} answered ${check.status}`);
    await runLoad({ url, connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS });
    host.markCpu();
    const load = await runLoad({ url, connections: CONNECTIONS, durationSeconds: MEASURE_SECONDS });
    return { load, serverCpu: await host.cpuShare(), body: check.body };
  } finally {
    await host.stop();
  }
}

function figuresOf(nest: ServerRun, node: ServerRun): BenchResult['figures'] {
  const nestLatency = summarize(nest.load.latencies);
  const nodeLatency = summarize(node.load.latencies);
  return [
    {
      metric: `max throughput (${CONNECTIONS} connections)`,
      value: nest.load.requestsPerSecond,
      baseline: node.load.requestsPerSecond,
      unit: 'req/s',
    },
    { metric: 'latency p50 at max throughput', value: nestLatency.p50, baseline: nodeLatency.p50, unit: 'ms' },
    { metric: 'latency p99 at max throughput', value: nestLatency.p99, baseline: nodeLatency.p99, unit: 'ms' },
    { metric: 'server CPU (share of one core)', value: nest.serverCpu, baseline: node.serverCpu, unit: '' },
    {
      metric: 'errors + non-2xx',
      value: nest.load.errors + nest.load.non2xx,
      baseline: node.load.errors + node.load.non2xx,
      unit: '',
    },
  ];
}

export async function benchNestVsNode(): Promise<BenchResult> {
  const node = await measureServer('node');
  const nest = await measureServer('nest');
  const ratio = nest.load.requestsPerSecond / node.load.requestsPerSecond;
  const clean = nest.load.errors + nest.load.non2xx + node.load.errors + node.load.non2xx === 0;
  const notes: string[] = [];
  if (nest.body !== node.body) notes.push('the two servers answered different bodies');
  if (node.serverCpu < 0.9)
    notes.push(`node:http used ${round(node.serverCpu)} of a core: the load generator may be the limit`);
  return {
    name: 'nest',
    title: `NestJS (createHttpApp, Fastify) vs plain node:http: GET ${FEATURED_PATH}, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s after ${WARMUP_SECONDS} s warm-up each`,
    baselineName: 'node:http',
    figures: figuresOf(nest, node),
    targets: [
      {
        description: `Nest throughput >= ${TARGET_RATIO}x node:http, no errors`,
        pass: ratio >= TARGET_RATIO && clean && nest.body === node.body,
        detail: `${round(ratio, 3)}x (${Math.round(nest.load.requestsPerSecond)} vs ${Math.round(node.load.requestsPerSecond)} req/s)`,
      },
    ],
    notes,
    data: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      measureSeconds: MEASURE_SECONDS,
      ratio,
      nest: { ...nest.load, latencies: summarize(nest.load.latencies), serverCpu: nest.serverCpu },
      node: { ...node.load, latencies: summarize(node.load.latencies), serverCpu: node.serverCpu },
    },
  };
}
