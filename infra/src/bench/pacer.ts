import { now, sleep } from './clock';

export interface PaceOptions {
  /** Offered rate; `Infinity` offers as fast as `concurrency` workers can go. */
  ratePerSecond: number;
  durationMs: number;
  /** Workers running `work` at the same time (e.g. concurrent transactions). */
  concurrency: number;
}

export interface PaceOutcome {
  issued: number;
  startedAt: number;
  elapsedMs: number;
}

/**
 * Offers work at a steady rate: item i is due at start + i/rate, and the next free worker runs it
 * once due. Workers that fall behind catch up back to back, so the offered schedule is kept (open
 * loop) as long as `concurrency` suffices; the outcome tells the rate actually achieved.
 */
export async function pace(options: PaceOptions, work: (index: number) => Promise<void>): Promise<PaceOutcome> {
  const startedAt = now();
  const deadline = startedAt + options.durationMs;
  const interval = Number.isFinite(options.ratePerSecond) ? 1000 / options.ratePerSecond : 0;
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next;
      const due = startedAt + index * interval;
      // A finite rate issues exactly rate x duration items unless more than a second behind.
      if (due >= deadline || now() >= deadline + (interval === 0 ? 0 : 1000)) return;
      next += 1;
      const wait = due - now();
      if (wait >= 1) await sleep(wait);
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { issued: next, startedAt, elapsedMs: now() - startedAt };
}
