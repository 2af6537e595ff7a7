import { backoffDelay, isRefreshDue, withBackoff, type AttemptOutcome } from './refresh-schedule';

describe('isRefreshDue', () => {
  const now = 1_000_000;

  it('is due within 3 ticks of 30 s of expiry', () => {
    expect(isRefreshDue(now + 90_000, now)).toBe(true);
    expect(isRefreshDue(now + 10_000, now)).toBe(true);
    expect(isRefreshDue(now - 1, now)).toBe(true);
  });

  it('waits while more than 90 s remain', () => {
    expect(isRefreshDue(now + 90_001, now)).toBe(false);
    expect(isRefreshDue(now + 15 * 60_000, now)).toBe(false);
  });

  it('is never due without a known expiry', () => {
    expect(isRefreshDue(null, now)).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('starts at 200 ms and doubles', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([200, 400, 800, 1600, 3200]);
  });
});

describe('withBackoff', () => {
  it('retries with doubling waits until the attempt is done', async () => {
    const waits: number[] = [];
    const outcomes: AttemptOutcome<string>[] = [{ kind: 'retry' }, { kind: 'retry' }, { kind: 'done', value: 'ok' }];
    let calls = 0;
    const result = await withBackoff(async () => outcomes[calls++]!, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([200, 400]);
  });

  it('does not wait before a first try that succeeds', async () => {
    const waits: number[] = [];
    const result = await withBackoff(async () => ({ kind: 'done', value: 1 }), {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toBe(1);
    expect(waits).toEqual([]);
  });

  it('gives up after the last attempt', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withBackoff(
      async () => {
        calls += 1;
        return { kind: 'retry' };
      },
      {
        maxAttempts: 4,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(result).toBeNull();
    expect(calls).toBe(4);
    expect(waits).toEqual([200, 400, 800]);
  });
});
