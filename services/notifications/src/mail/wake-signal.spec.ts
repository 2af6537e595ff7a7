import { WakeSignal } from './wake-signal';

describe('WakeSignal', () => {
  it('wakes a sleeper at once when notified', async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    const sleeping = signal.sleep(10_000, signal.seen());
    signal.notify();
    await sleeping;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a wake-up that came while the loop was busy', async () => {
    const signal = new WakeSignal();
    const seen = signal.seen();
    signal.notify();
    const started = Date.now();
    await signal.sleep(10_000, seen);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('sleeps the whole timeout without a wake-up', async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    await signal.sleep(60, signal.seen());
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
