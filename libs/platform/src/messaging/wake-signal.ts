/**
 * Lets loops sleep until something happened or a timeout passed. A notification that arrives
 * while a loop is busy is not lost: its next `sleep` returns at once.
 */
export class WakeSignal {
  private notifications = 0;
  private readonly sleepers = new Set<() => void>();

  notify(): void {
    this.notifications += 1;
    for (const wake of [...this.sleepers]) wake();
  }

  /** The count to pass to `sleep`, taken before the work that a notification might overtake. */
  seen(): number {
    return this.notifications;
  }

  sleep(ms: number, seen: number): Promise<void> {
    if (this.notifications !== seen) return Promise.resolve();
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
