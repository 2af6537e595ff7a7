import type { ChannelModel } from 'amqplib';
import { now, sleep } from './clock';
import { DeliveryTracker, type DeliveryCounts } from './delivery-tracker';
import type { HostProcess } from './host-process';
import type { HandledMessage } from './ipc';
import { pace, type PaceOutcome } from './pacer';
import { WaitSampler, type WaitProfile } from './pg-waits';
import { summarize, type Summary } from './stats';
import { cpuSnapshot, cpuUse } from './system-cpu';

/** How the backbone benchmark drives each path. */
export interface PhasePlan {
  rate: number;
  /** Steady rounds per side; the sides take turns round by round. */
  rounds: number;
  /** Warm-up and measured time of each steady round. */
  warmupMs: number;
  measureMs: number;
  burstMs: number;
  settleTimeoutMs: number;
  /** Concurrent producer transactions (outbox) or unconfirmed publishes (raw, steady run). */
  producers: number;
}

/** Where events wait (largest of the once-a-second samples) and who burns CPU, while sending. */
export interface PhaseStats {
  maxOutboxBacklog: number;
  maxQueueDepth: number;
  /** Cores used by this process (producers and relay, or the raw publisher) and the consumer host. */
  producerCpu: number;
  consumerCpu: number;
  /** Cores used by Postgres and RabbitMQ (all their processes) and by the whole machine. */
  postgresCpu: number;
  brokerCpu: number;
  machineBusyCores: number;
  waits?: WaitProfile;
}

export interface SteadyRun {
  latency: Summary;
  /** The measured send-to-handled times (ms) the summary is made of. */
  samples: number[];
  offered: PaceOutcome;
  counts: DeliveryCounts;
  stats: PhaseStats;
  clockOffsetMs: number;
}

export interface BurstRun {
  produced: PaceOutcome;
  /** Events handled per second, from the first send to the last handling. */
  throughput: number;
  counts: DeliveryCounts;
  stats: PhaseStats;
}

export interface PathResult {
  steady: SteadyRun;
  burst: BurstRun;
  /** Effect rows in the consumer database (outbox path only): total and distinct event ids. */
  effects?: { total: number; distinct: number };
  diagnostics: Record<string, number>;
}

/** One side of the comparison, set up: how to send one event and how to look at its backlog. */
export interface PathUnderTest {
  host: HostProcess;
  offsetMs: number;
  send(tracker: DeliveryTracker, index: number): Promise<void>;
  outboxBacklog(): Promise<number>;
  queueDepth(): Promise<number>;
  /** Databases whose backends are sampled while sending, by label. */
  databases?: Record<string, string>;
}

type Backlog = Pick<PhaseStats, 'maxOutboxBacklog' | 'maxQueueDepth'>;
type CpuStats = Omit<PhaseStats, keyof Backlog | 'waits'>;

/** Samples outbox backlog and queue depth once a second until stopped; returns the largest. */
function sampleBacklog(path: PathUnderTest): () => Promise<Backlog> {
  const largest: Backlog = { maxOutboxBacklog: 0, maxQueueDepth: 0 };
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      await sleep(1000);
      if (!sampling) return;
      const [outbox, queue] = await Promise.all([path.outboxBacklog(), path.queueDepth()]).catch(() => [0, 0]);
      largest.maxOutboxBacklog = Math.max(largest.maxOutboxBacklog, outbox ?? 0);
      largest.maxQueueDepth = Math.max(largest.maxQueueDepth, queue ?? 0);
    }
  })();
  return async () => {
    sampling = false;
    await loop;
    return largest;
  };
}

/** Starts measuring CPU of this process, the consumer host, Postgres, RabbitMQ and the machine. */
async function meterCpu(path: PathUnderTest): Promise<() => Promise<CpuStats>> {
  path.host.markCpu();
  const own = process.cpuUsage();
  const machine = await cpuSnapshot();
  const startedAt = now();
  return async () => {
    const machineNow = await cpuSnapshot();
    const use = machine && machineNow ? cpuUse(machine, machineNow, ['postgres', 'beam.smp']) : undefined;
    const cpu = process.cpuUsage(own);
    return {
      producerCpu: (cpu.user + cpu.system) / 1000 / (now() - startedAt),
      consumerCpu: await path.host.cpuShare(),
      postgresCpu: use?.byName.postgres ?? Number.NaN,
      brokerCpu: use?.byName['beam.smp'] ?? Number.NaN,
      machineBusyCores: use?.machineBusyCores ?? Number.NaN,
    };
  };
}

/** Runs `body` (the sending) while sampling backlogs, Postgres waits and CPU. */
async function observe<T>(path: PathUnderTest, body: () => Promise<T>): Promise<{ result: T; stats: PhaseStats }> {
  const stopBacklog = sampleBacklog(path);
  const waits = path.databases ? new WaitSampler(path.databases) : undefined;
  try {
    await waits?.start();
    const stopCpu = await meterCpu(path);
    const result = await body();
    const cpu = await stopCpu();
    const profile = await waits?.stop();
    return { result, stats: { ...(await stopBacklog()), ...cpu, ...(profile ? { waits: profile } : {}) } };
  } finally {
    await stopBacklog();
    await waits?.stop();
  }
}

/** Sends at the plan's rate for warm-up plus measurement; latency counts the measured part only. */
export async function steadyRun(path: PathUnderTest, plan: PhasePlan): Promise<SteadyRun> {
  const tracker = new DeliveryTracker(path.offsetMs);
  const off = path.host.on<HandledMessage>('handled', (message) => tracker.onHandled(message));
  try {
    const schedule = {
      ratePerSecond: plan.rate,
      durationMs: plan.warmupMs + plan.measureMs,
      concurrency: plan.producers,
    };
    const { result: offered, stats } = await observe(path, () => pace(schedule, (i) => path.send(tracker, i)));
    await tracker.settle(plan.settleTimeoutMs);
    const samples = tracker.latencySamples(offered.startedAt + plan.warmupMs);
    return {
      latency: summarize(samples),
      samples,
      offered,
      counts: tracker.counts(),
      stats,
      clockOffsetMs: path.offsetMs,
    };
  } finally {
    off();
  }
}

/** Sends as fast as `concurrency` senders can; throughput runs until the last event is handled. */
export async function burstRun(path: PathUnderTest, plan: PhasePlan, concurrency: number): Promise<BurstRun> {
  const tracker = new DeliveryTracker(path.offsetMs);
  const off = path.host.on<HandledMessage>('handled', (message) => tracker.onHandled(message));
  try {
    const schedule = { ratePerSecond: Number.POSITIVE_INFINITY, durationMs: plan.burstMs, concurrency };
    const { result: produced, stats } = await observe(path, () => pace(schedule, (i) => path.send(tracker, i)));
    await tracker.settle(plan.settleTimeoutMs);
    return { produced, throughput: tracker.endToEndRate(), counts: tracker.counts(), stats };
  } finally {
    off();
  }
}

/**
 * Rounds of one side as one run: latencies pooled, counts added up, CPU weighted by each round's
 * time, backlogs at their largest. Postgres waits are those of the first round.
 */
export function mergeSteadyRuns(runs: readonly SteadyRun[]): SteadyRun {
  const [first] = runs;
  if (!first) throw new Error('no steady rounds to merge');
  const samples = runs.flatMap((run) => run.samples);
  const elapsedMs = runs.reduce((sum, run) => sum + run.offered.elapsedMs, 0);
  const sum = (pick: (run: SteadyRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const weighted = (pick: (stats: PhaseStats) => number) =>
    runs.reduce((total, run) => total + pick(run.stats) * run.offered.elapsedMs, 0) / elapsedMs;
  const largest = (pick: (stats: PhaseStats) => number) => Math.max(...runs.map((run) => pick(run.stats)));
  return {
    latency: summarize(samples),
    samples,
    offered: { issued: sum((run) => run.offered.issued), startedAt: first.offered.startedAt, elapsedMs },
    counts: {
      sent: sum((run) => run.counts.sent),
      handled: sum((run) => run.counts.handled),
      lost: sum((run) => run.counts.lost),
      repeated: sum((run) => run.counts.repeated),
    },
    stats: {
      maxOutboxBacklog: largest((stats) => stats.maxOutboxBacklog),
      maxQueueDepth: largest((stats) => stats.maxQueueDepth),
      producerCpu: weighted((stats) => stats.producerCpu),
      consumerCpu: weighted((stats) => stats.consumerCpu),
      postgresCpu: weighted((stats) => stats.postgresCpu),
      brokerCpu: weighted((stats) => stats.brokerCpu),
      machineBusyCores: weighted((stats) => stats.machineBusyCores),
      ...(first.stats.waits ? { waits: first.stats.waits } : {}),
    },
    clockOffsetMs: first.clockOffsetMs,
  };
}

/** Ready messages in `queue` (not those delivered and awaiting their ack). */
export async function queueDepthOf(connection: ChannelModel, queue: string): Promise<number> {
  const channel = await connection.createChannel();
  try {
    return (await channel.checkQueue(queue)).messageCount;
  } finally {
    await channel.close().catch(() => undefined);
  }
}
