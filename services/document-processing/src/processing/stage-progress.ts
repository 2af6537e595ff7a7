import type { UploadStage } from '@studyhub/contracts';

/**
 * The stage an upload shows while several steps run side by side: the first, in the usual order,
 * of those still running. It only ever moves forward, and each change is written once, in order.
 */
export class StageProgress {
  private readonly running: UploadStage[];
  private shown: UploadStage | undefined;
  private written: Promise<void> = Promise.resolve();

  constructor(
    stages: readonly UploadStage[],
    private readonly show: (stage: UploadStage) => Promise<void>,
  ) {
    this.running = [...stages];
  }

  /** Shows the first stage. */
  start(): Promise<void> {
    return this.update();
  }

  /** `stage` has finished: shows the first stage still running, if that changed. */
  finished(stage: UploadStage): Promise<void> {
    const index = this.running.indexOf(stage);
    if (index >= 0) this.running.splice(index, 1);
    return this.update();
  }

  private update(): Promise<void> {
    const first = this.running[0];
    if (first === undefined || first === this.shown) return this.written;
    this.shown = first;
    this.written = this.written.then(() => this.show(first));
    return this.written;
  }
}

/**
 * Waits for every step, then fails with the first failure in the steps' order, so no step is still
 * writing files or rows when the job is marked failed and its outputs are removed.
 */
export async function settleAll<T extends readonly unknown[]>(
  steps: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const outcomes = await Promise.allSettled(steps as readonly Promise<unknown>[]);
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
