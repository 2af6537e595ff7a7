import { afterFailedAttempt } from './retry-policy';

describe('afterFailedAttempt', () => {
  const policy = { maxAttempts: 4, retryBaseMs: 30_000 };

  it('doubles the wait after each failed attempt', () => {
    expect(afterFailedAttempt(1, policy, false)).toEqual({ kind: 'retry', delayMs: 30_000 });
    expect(afterFailedAttempt(2, policy, false)).toEqual({ kind: 'retry', delayMs: 60_000 });
    expect(afterFailedAttempt(3, policy, false)).toEqual({ kind: 'retry', delayMs: 120_000 });
  });

  it('gives up once the attempts are used up', () => {
    expect(afterFailedAttempt(4, policy, false)).toEqual({ kind: 'give-up' });
  });

  it('gives up at once on a permanent failure', () => {
    expect(afterFailedAttempt(1, policy, true)).toEqual({ kind: 'give-up' });
  });

  it('never waits more than an hour', () => {
    expect(afterFailedAttempt(20, { maxAttempts: 50, retryBaseMs: 30_000 }, false)).toEqual({
      kind: 'retry',
      delayMs: 3_600_000,
    });
  });
});
