/**
 * Lets a loop sleep until woken or a timeout passes. A wake-up that arrives while the loop is busy
 * is kept: the next sleep started with an older `seen()` returns at once.
 */
export class WakeSignal {
  private wakeUps = 0;
  private readonly sleepers = new Set<() => void>();

  notify(): void {
    this.wakeUps += 1;
    for (const wake of [...this.sleepers]) wake();
  }

  seen(): number {
    return this.wakeUps;
  }

  sleep(ms: number, seen: number): Promise<void> {
    if (this.wakeUps !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
