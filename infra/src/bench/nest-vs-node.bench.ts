import { FEATURED_PATH } from './bench-app';
import { HostProcess } from './host-process';
import { guarded } from './cleanup';
import { mergeLoads, probe, runLoad, type LoadResult } from './http-load';
import type { ReadyMessage } from './ipc';
import type { BenchResult } from './report';
import { round, summarize } from './stats';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
/** Both servers run side by side and take turns, so drift on a shared machine hits both alike. */
const ROUNDS = 2;
const ROUND_SECONDS = 5;
const MEASURE_SECONDS = ROUNDS * ROUND_SECONDS;
const TARGET_RATIO = 0.55;

type ServerKind = 'nest' | 'node';

interface Server {
  kind: ServerKind;
  host: HostProcess;
  url: string;
  body: string;
  runs: LoadResult[];
  cpu: number[];
}

interface ServerRun {
  load: LoadResult;
  /** Share of one core the server process used while measured. */
  serverCpu: number;
  body: string;
}

/** Starts one server in its own process and checks it answers. */
async function startServer(kind: ServerKind): Promise<Server> {
  const host = HostProcess.start(`${kind} server`, 'http-host', { BENCH_SERVER: kind, NODE_ENV: 'production' });
  const { port } = await host.next<ReadyMessage>('ready');
  const url = `http://127.0.0.1:${port}${FEATURED_PATH}`;
  const check = await probe(url);
  if (check.status !== 200) throw new Error(`${kind} answered ${check.status}`);
  return { kind, host, url, body: check.body, runs: [], cpu: [] };
}

const load = (url: string, seconds: number) => runLoad({ url, connections: CONNECTIONS, durationSeconds: seconds });

async function measureRound(server: Server): Promise<void> {
  server.host.markCpu();
  server.runs.push(await load(server.url, ROUND_SECONDS));
  server.cpu.push(await server.host.cpuShare());
}

function runOf(server: Server): ServerRun {
  const serverCpu = server.cpu.reduce((sum, share) => sum + share, 0) / server.cpu.length;
  return { load: mergeLoads(server.runs), serverCpu, body: server.body };
}

/** Warms both servers up, then measures them in alternating rounds at full speed. */
async function measureServers(): Promise<{ nest: ServerRun; node: ServerRun }> {
  const servers: Server[] = [];
  return guarded(
    async () => {
      servers.push(await startServer('node'), await startServer('nest'));
      for (const server of servers) await load(server.url, WARMUP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const server of servers) await measureRound(server);
      }
      const [node, nest] = servers.map(runOf);
      if (!node || !nest) throw new Error('a server did not run');
      return { nest, node };
    },
    async () => {
      for (const server of servers) await server.host.stop();
    },
  );
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
      metric: 'server CPU per request',
      value: (nest.serverCpu / nest.load.requestsPerSecond) * 1e6,
      baseline: (node.serverCpu / node.load.requestsPerSecond) * 1e6,
      unit: 'us',
    },
    { metric: 'load generator CPU (cores)', value: nest.load.clientCpu, baseline: node.load.clientCpu, unit: '' },
    {
      metric: 'errors + non-2xx',
      value: nest.load.errors + nest.load.non2xx,
      baseline: node.load.errors + node.load.non2xx,
      unit: '',
    },
  ];
}

export async function benchNestVsNode(): Promise<BenchResult> {
  const { nest, node } = await measureServers();
  const ratio = nest.load.requestsPerSecond / node.load.requestsPerSecond;
  const clean = nest.load.errors + nest.load.non2xx + node.load.errors + node.load.non2xx === 0;
  const notes: string[] = [];
  if (nest.body !== node.body) notes.push('the two servers answered different bodies');
  if (node.serverCpu < 0.9) {
    notes.push(
      `node:http used only ${round(node.serverCpu)} of a core: the load generator (or a busy machine) was the limit, so the ratio is flattered; compare CPU per request`,
    );
  }
  return {
    name: 'nest',
    title: `NestJS (createHttpApp, Fastify) vs plain node:http: GET ${FEATURED_PATH}, ${CONNECTIONS} connections, ${ROUNDS}x${ROUND_SECONDS} s alternating after ${WARMUP_SECONDS} s warm-up each`,
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
