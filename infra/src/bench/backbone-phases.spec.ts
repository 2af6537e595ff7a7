import { mergeSteadyRuns, type PhaseStats, type SteadyRun } from './backbone-phases';
import { summarize } from './stats';

function round(samples: number[], elapsedMs: number, stats: Partial<PhaseStats>, lost = 0): SteadyRun {
  return {
    latency: summarize(samples),
    samples,
    offered: { issued: samples.length + lost, startedAt: elapsedMs, elapsedMs },
    counts: { sent: samples.length + lost, handled: samples.length, lost, repeated: 0 },
    stats: {
      maxOutboxBacklog: 0,
      maxQueueDepth: 0,
      producerCpu: 0,
      consumerCpu: 0,
      postgresCpu: 0,
      brokerCpu: 0,
      machineBusyCores: 0,
      ...stats,
    },
    clockOffsetMs: elapsedMs / 1000,
  };
}

describe('mergeSteadyRuns', () => {
  it('pools the latencies of every round, so a slow round shows in the percentiles', () => {
    const quick = Array.from({ length: 150 }, () => 1);
    const slow = Array.from({ length: 50 }, () => 10);
    const merged = mergeSteadyRuns([round(quick, 1000, {}), round(slow, 1000, {})]);
    expect(merged.latency).toMatchObject({ count: 200, p50: 1, p99: 10, max: 10 });
    expect(merged.samples).toHaveLength(200);
  });

  it('adds up what was offered and delivered, weighs CPU by each round’s time and keeps the largest backlog', () => {
    const merged = mergeSteadyRuns([
      round([1, 2], 1000, {
        postgresCpu: 1,
        machineBusyCores: 1.2,
        maxOutboxBacklog: 9,
        waits: { db: { samples: 3, top: [] } },
      }),
      round([3], 3000, { postgresCpu: 2, machineBusyCores: 1.6, maxOutboxBacklog: 4 }, 1),
    ]);
    expect(merged.offered).toEqual({ issued: 4, startedAt: 1000, elapsedMs: 4000 });
    expect(merged.counts).toEqual({ sent: 4, handled: 3, lost: 1, repeated: 0 });
    expect(merged.stats.postgresCpu).toBeCloseTo(1.75);
    expect(merged.stats.machineBusyCores).toBeCloseTo(1.5);
    expect(merged.stats.maxOutboxBacklog).toBe(9);
    // The first round's Postgres waits stand for all rounds.
    expect(merged.stats.waits).toEqual({ db: { samples: 3, top: [] } });
    expect(merged.clockOffsetMs).toBe(1);
  });

  it('refuses to merge no rounds at all', () => {
    expect(() => mergeSteadyRuns([])).toThrow('no steady rounds');
  });
});
