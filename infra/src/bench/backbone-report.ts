import type { PathResult, PhasePlan, SteadyRun } from './backbone-phases';
import { activeExperiments } from './experiments';
import type { PaceOutcome } from './pacer';
import { formatWaits } from './pg-waits';
import type { BenchResult, Figure } from './report';
import { round } from './stats';

const TARGET_P99_RATIO = 3;

const achieved = (outcome: PaceOutcome) => outcome.issued / (outcome.elapsedMs / 1000);
const redelivered = (path: PathResult) => path.steady.counts.repeated + path.burst.counts.repeated;

/** Lost events, and for the outbox duplicate effect rows (an event handled twice). */
function defectsOf(path: PathResult): number {
  const lost = path.steady.counts.lost + path.burst.counts.lost;
  const duplicates = path.effects ? path.effects.total - path.effects.distinct : 0;
  return lost + duplicates;
}

function figures(raw: PathResult, outbox: PathResult, plan: PhasePlan): Figure[] {
  const row = (metric: string, unit: string, pick: (path: PathResult) => number): Figure => ({
    metric,
    value: pick(outbox),
    baseline: pick(raw),
    unit,
  });
  const at = `@ ${plan.rate}/s`;
  return [
    row(`latency p50 ${at}`, 'ms', (p) => p.steady.latency.p50),
    row(`latency p90 ${at}`, 'ms', (p) => p.steady.latency.p90),
    row(`latency p99 ${at}`, 'ms', (p) => p.steady.latency.p99),
    row(`latency max ${at}`, 'ms', (p) => p.steady.latency.max),
    row('sustained rate offered', 'ev/s', (p) => achieved(p.steady.offered)),
    row('events measured', '', (p) => p.steady.latency.count),
    row(`burst: produced (${plan.burstMs / 1000} s, max rate)`, 'ev/s', (p) => achieved(p.burst.produced)),
    row('burst: max sustained end-to-end throughput', 'ev/s', (p) => p.burst.throughput),
    row('steady: max outbox backlog (1/s samples)', 'ev', (p) => p.steady.stats.maxOutboxBacklog),
    row('steady: max queue depth (1/s samples)', 'msg', (p) => p.steady.stats.maxQueueDepth),
    row('steady: producer process CPU (cores)', '', (p) => p.steady.stats.producerCpu),
    row('steady: consumer process CPU (cores)', '', (p) => p.steady.stats.consumerCpu),
    row('steady: Postgres CPU, all backends (cores)', '', (p) => p.steady.stats.postgresCpu),
    row('steady: RabbitMQ CPU (cores)', '', (p) => p.steady.stats.brokerCpu),
    row('steady: whole machine busy (cores)', '', (p) => p.steady.stats.machineBusyCores),
    row('lost + duplicate effects', '', defectsOf),
    row('broker redeliveries (deduplicated)', '', redelivered),
  ];
}

function notes(raw: PathResult, outbox: PathResult, plan: PhasePlan): string[] {
  const d = outbox.diagnostics;
  const experiments = activeExperiments();
  return [
    `relay during the steady run: ${d.steadyRelayBatches} batches, ${round(d.steadyMeanBatchSize ?? 0, 1)} events and ${round(d.steadyMeanBatchMs ?? 0)} ms per batch on average`,
    `consumer: mean ${round(d.meanHandleMs ?? 0)} ms from delivery to commit (waiting for a pooled connection included)`,
    ...formatWaits(outbox.steady.stats.waits ?? {}).map((line) => `steady run (first round): ${line}`),
    `raw burst keeps ${raw.diagnostics.burstWindow} publishes unconfirmed (one relay batch); the outbox burst ${plan.producers} producer transactions`,
    `consumer clock offsets ${round(raw.steady.clockOffsetMs, 3)} / ${round(outbox.steady.clockOffsetMs, 3)} ms (corrected)`,
    ...(experiments.length > 0 ? [`EXPERIMENT, not the default setup: ${experiments.join(' ')}`] : []),
  ];
}

export function backboneReport(raw: PathResult, outbox: PathResult, plan: PhasePlan): BenchResult {
  const ratio = outbox.steady.latency.p99 / raw.steady.latency.p99;
  const defects = defectsOf(outbox);
  const sustained = achieved(outbox.steady.offered) >= plan.rate * 0.95;
  return {
    name: 'backbone',
    title:
      `Event backbone: producer commit -> outbox -> relay (confirms) -> EventConsumer commit, vs raw amqplib ` +
      `publish(confirm) -> quorum queue -> consume(ack); ${plan.rate}/s, ${plan.rounds} rounds a side taking turns, ` +
      `each ${plan.measureMs / 1000} s after ${plan.warmupMs / 1000} s warm-up; ${plan.producers} concurrent producers`,
    baselineName: 'raw amqplib',
    figures: figures(raw, outbox, plan),
    targets: [
      {
        description: `outbox p99 <= ${TARGET_P99_RATIO}x raw p99 at ${plan.rate}/s, sustained, zero loss and duplicates`,
        pass: ratio <= TARGET_P99_RATIO && defects === 0 && sustained,
        detail:
          `${round(ratio)}x (${round(outbox.steady.latency.p99)} vs ${round(raw.steady.latency.p99)} ms), ` +
          `${Math.round(achieved(outbox.steady.offered))} ev/s offered, ${defects} lost/duplicate`,
      },
    ],
    notes: notes(raw, outbox, plan),
    // The pooled latency samples are summarized above; the results file keeps the summaries.
    data: { plan, raw: withoutSamples(raw), outbox: withoutSamples(outbox) },
  };
}

function withoutSamples(path: PathResult): Omit<PathResult, 'steady'> & { steady: Omit<SteadyRun, 'samples'> } {
  const { samples: _pooled, ...steady } = path.steady;
  return { ...path, steady };
}
