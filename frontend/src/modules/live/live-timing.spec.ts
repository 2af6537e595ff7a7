import { LIVE_SILENCE_LIMIT_MS, reconnectDelayMs } from './live-timing';

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5, then 10 s for every further attempt', () => {
    expect([0, 1, 2, 3, 4, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('treats odd attempts as the first', () => {
    expect(reconnectDelayMs(-1)).toBe(1000);
    expect(reconnectDelayMs(Number.NaN)).toBe(1000);
  });
});

describe('LIVE_SILENCE_LIMIT_MS', () => {
  it('is a missed heartbeat plus the timeout', () => {
    expect(LIVE_SILENCE_LIMIT_MS).toBe(40_000);
  });
});
