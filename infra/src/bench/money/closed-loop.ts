import { summarize, type Summary } from '../stats';

/** How one operation ended: done, refused by the guard (not enough points), or failed. */
export type Outcome = 'ok' | 'refused' | 'failed';

export interface LoopRun {
  ok: number;
  refused: number;
  failed: number;
  seconds: number;
  /** Time of every successful operation, ms. */
  latencies: number[];
}

/**
 * `concurrency` workers run `work` back to back until `durationMs` has passed. Operations in
 * flight at the deadline are awaited, never cut off, so every operation sent has a known outcome
 * (what the double-spend accounting needs); the rate is taken over the time until the last ends.
 */
export async function closedLoop(
  concurrency: number,
  durationMs: number,
  work: (worker: number) => Promise<Outcome>,
): Promise<LoopRun> {
  const run: LoopRun = { ok: 0, refused: 0, failed: 0, seconds: 0, latencies: [] };
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        const outcome = await work(worker).catch((): Outcome => 'failed');
        run[outcome] += 1;
        if (outcome === 'ok') run.latencies.push(performance.now() - begun);
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** Runs against one target as one: counts and latencies pooled, time added up. */
export function mergeRuns(runs: readonly LoopRun[]): LoopRun {
  const sum = (pick: (run: LoopRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    ok: sum((run) => run.ok),
    refused: sum((run) => run.refused),
    failed: sum((run) => run.failed),
    seconds: sum((run) => run.seconds),
    latencies: runs.flatMap((run) => run.latencies),
  };
}

export interface RunSummary {
  perSecond: number;
  latency: Summary;
  ok: number;
  refused: number;
  failed: number;
  seconds: number;
}

export function summarizeRun(run: LoopRun): RunSummary {
  return {
    perSecond: run.ok / run.seconds,
    latency: summarize(run.latencies),
    ok: run.ok,
    refused: run.refused,
    failed: run.failed,
    seconds: run.seconds,
  };
}
