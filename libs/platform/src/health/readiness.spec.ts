import { HEALTH_CHECK_TIMEOUT_MS, evaluateReadiness, type HealthCheck } from './readiness';

const up = (name: string): HealthCheck => ({ name, check: async () => undefined });
const down = (name: string, error: unknown): HealthCheck => ({
  name,
  check: async () => {
    throw error;
  },
});
const hanging = (name: string): HealthCheck => ({ name, check: () => new Promise<void>(() => undefined) });

describe('evaluateReadiness', () => {
  it('is ready when every check is up', async () => {
    const report = await evaluateReadiness([up('postgres'), up('rabbitmq'), up('redis')]);
    expect(report.status).toBe('ready');
    expect(Object.keys(report.checks)).toEqual(['postgres', 'rabbitmq', 'redis']);
    for (const result of Object.values(report.checks)) {
      expect(result.status).toBe('up');
      expect(result.error).toBeUndefined();
      expect(Number.isInteger(result.latency_ms)).toBe(true);
      expect(result.latency_ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('is ready with no checks at all', async () => {
    await expect(evaluateReadiness([])).resolves.toEqual({ status: 'ready', checks: {} });
  });

  it('is not ready when one check fails, and says why', async () => {
    const report = await evaluateReadiness([up('postgres'), down('rabbitmq', new Error('connection refused'))]);
    expect(report.status).toBe('not_ready');
    expect(report.checks.postgres?.status).toBe('up');
    expect(report.checks.rabbitmq).toMatchObject({ status: 'down', error: 'connection refused' });
  });

  it('reports a failure that is not an Error as text', async () => {
    const report = await evaluateReadiness([down('redis', 'NOAUTH')]);
    expect(report.checks.redis).toMatchObject({ status: 'down', error: 'NOAUTH' });
  });

  it('reports a check that throws synchronously as down', async () => {
    const throwing: HealthCheck = {
      name: 'disk',
      check: () => {
        throw new Error('EACCES');
      },
    };
    const report = await evaluateReadiness([throwing, up('postgres')]);
    expect(report.status).toBe('not_ready');
    expect(report.checks.disk).toMatchObject({ status: 'down', error: 'EACCES' });
  });

  it('is not ready when a check does not answer in time', async () => {
    const started = Date.now();
    const report = await evaluateReadiness([up('postgres'), hanging('rabbitmq')], 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report.status).toBe('not_ready');
    expect(report.checks.rabbitmq).toMatchObject({ status: 'down', error: 'no answer within 50 ms' });
    expect(report.checks.rabbitmq?.latency_ms).toBeGreaterThanOrEqual(45);
  });

  it('runs the checks in parallel', async () => {
    // The first check only answers once the second has started: run one after the other, it would time out.
    let secondStarted: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const first: HealthCheck = { name: 'first', check: () => second };
    const other: HealthCheck = {
      name: 'second',
      check: async () => {
        secondStarted();
      },
    };
    const report = await evaluateReadiness([first, other], 500);
    expect(report).toMatchObject({ status: 'ready', checks: { first: { status: 'up' }, second: { status: 'up' } } });
  });

  it('takes as long as the slowest check, not the sum', async () => {
    const slow = (name: string): HealthCheck => ({
      name,
      check: () => new Promise<void>((resolve) => setTimeout(resolve, 200)),
    });
    const started = Date.now();
    await evaluateReadiness([slow('a'), slow('b'), slow('c'), slow('d')]);
    expect(Date.now() - started).toBeLessThan(600);
  });

  it('waits two seconds by default', () => {
    expect(HEALTH_CHECK_TIMEOUT_MS).toBe(2000);
  });

  it('leaves no timer running once the checks answered', async () => {
    jest.useFakeTimers();
    try {
      await evaluateReadiness([up('a'), up('b')]);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
