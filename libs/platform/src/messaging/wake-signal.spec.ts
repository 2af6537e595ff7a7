import { WakeSignal } from './wake-signal';

describe('WakeSignal', () => {
  it('wakes every sleeper at once', async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    const sleepers = [signal.sleep(10_000, signal.seen()), signal.sleep(10_000, signal.seen())];
    signal.notify();
    await Promise.all(sleepers);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not lose a notification that arrived while the loop was busy', async () => {
    const signal = new WakeSignal();
    const seen = signal.seen();
    signal.notify(); // during the work that followed `seen()`
    const started = Date.now();
    await signal.sleep(10_000, seen);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('sleeps the full time when nothing happens', async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    await signal.sleep(50, signal.seen());
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
