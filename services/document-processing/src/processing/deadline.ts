import { ProcessingTimeoutError } from './processing-errors';

/** The job's time limit, shared by its steps: each tool gets at most what is left. */
export class Deadline {
  private readonly endsAt: number;

  constructor(private readonly limitMs: number) {
    this.endsAt = Date.now() + limitMs;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  /** A step's own limit, never past the job's. Throws when the job's time is up. */
  budget(stepLimitMs: number): number {
    this.check();
    return Math.min(stepLimitMs, this.remainingMs());
  }

  check(): void {
    if (this.remainingMs() <= 0) throw new ProcessingTimeoutError(this.limitMs);
  }
}
