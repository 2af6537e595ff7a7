import { MetricsRegistry } from './metrics-registry';

/** The value of the one sample of `name` carrying all these labels, in any order. */
function valueOf(body: string, name: string, labels: string[]): number | undefined {
  const matching = body
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)));
  expect(matching.length).toBeLessThanOrEqual(1);
  return matching[0] === undefined ? undefined : Number(matching[0].slice(matching[0].lastIndexOf(' ') + 1));
}

describe('MetricsRegistry', () => {
  it('renders the Prometheus text format with the process label on every sample', async () => {
    const metrics = new MetricsRegistry('catalog');
    metrics.counter({ name: 'spec_requests_total', help: 'Requests.' }).inc();
    const { contentType, body } = await metrics.render();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain('spec_requests_total{process="catalog"} 1');
    const samples = body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.every((line) => line.includes('process="catalog"'))).toBe(true);
  });

  it("includes Node's default metrics", async () => {
    const { body } = await new MetricsRegistry('orders').render();
    expect(body).toMatch(/^process_cpu_user_seconds_total\{process="orders"\} /m);
    expect(body).toContain('nodejs_heap_size_used_bytes');
  });

  it('has the shared HTTP request histogram', async () => {
    const metrics = new MetricsRegistry('auth');
    metrics.httpRequestDuration.observe({ method: 'GET', route: '/api/things', status_code: '200' }, 0.003);
    const { body } = await metrics.render();
    const labels = ['method="GET"', 'route="/api/things"', 'status_code="200"', 'process="auth"'];
    expect(valueOf(body, 'http_request_duration_seconds_bucket', [...labels, 'le="0.005"'])).toBe(1);
    expect(valueOf(body, 'http_request_duration_seconds_bucket', [...labels, 'le="0.0025"'])).toBe(0);
    expect(valueOf(body, 'http_request_duration_seconds_count', labels)).toBe(1);
  });

  it('returns the same counter when one is registered twice', () => {
    const metrics = new MetricsRegistry('auth');
    const first = metrics.counter({ name: 'spec_logins_total', help: 'Logins.', labelNames: ['outcome'] });
    const second = metrics.counter({ name: 'spec_logins_total', help: 'Logins.', labelNames: ['outcome'] });
    expect(second).toBe(first);
  });

  it('returns the same gauge and histogram when registered twice', () => {
    const metrics = new MetricsRegistry('auth');
    expect(metrics.gauge({ name: 'spec_depth', help: 'Depth.' })).toBe(
      metrics.gauge({ name: 'spec_depth', help: 'Depth.' }),
    );
    expect(metrics.histogram({ name: 'spec_seconds', help: 'Seconds.' })).toBe(
      metrics.histogram({ name: 'spec_seconds', help: 'Seconds.' }),
    );
    expect(metrics.histogram({ name: 'http_request_duration_seconds', help: 'again', labelNames: ['method'] })).toBe(
      metrics.httpRequestDuration,
    );
  });

  it('counts through either handle of a re-registered counter', async () => {
    const metrics = new MetricsRegistry('notifications');
    metrics.counter({ name: 'spec_sent_total', help: 'Sent.', labelNames: ['channel'] }).inc({ channel: 'email' });
    metrics.counter({ name: 'spec_sent_total', help: 'Sent.', labelNames: ['channel'] }).inc({ channel: 'email' }, 2);
    const { body } = await metrics.render();
    expect(valueOf(body, 'spec_sent_total', ['channel="email"', 'process="notifications"'])).toBe(3);
  });

  it('keeps processes apart: two registries do not share metrics', async () => {
    const a = new MetricsRegistry('a');
    const b = new MetricsRegistry('b');
    a.counter({ name: 'spec_only_in_a_total', help: 'A.' }).inc();
    expect((await b.render()).body).not.toContain('spec_only_in_a_total');
    expect(b.counter({ name: 'spec_only_in_a_total', help: 'B.' })).not.toBe(
      a.counter({ name: 'spec_only_in_a_total', help: 'A.' }),
    );
  });

  it('reports a gauge set by its collect callback', async () => {
    const metrics = new MetricsRegistry('points-ledger');
    metrics.gauge({
      name: 'spec_outbox_pending',
      help: 'Pending outbox rows.',
      collect() {
        this.set(7);
      },
    });
    expect((await metrics.render()).body).toContain('spec_outbox_pending{process="points-ledger"} 7');
  });
});
