/**
 * Knobs for investigating a result, off by default so `npm run bench` measures what services run
 * with. The platform's own variables (OUTBOX_BATCH_SIZE, OUTBOX_POLL_INTERVAL_MS, CONSUMER_PREFETCH,
 * ...) are read from the environment as well.
 *
 * - `BENCH_POOL_SIZE=<n>`: database pool size of producer and consumer (services use 10).
 * - `BENCH_BACKBONE_RATE=<n>`: the backbone's steady rate (the target is defined at 1000/s).
 */
export function experimentalPoolSize(): { poolSize?: number } {
  const size = Number(process.env.BENCH_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? { poolSize: size } : {};
}

export function experimentalRate(): number | undefined {
  const rate = Number(process.env.BENCH_BACKBONE_RATE);
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** The experiments in effect, for the report. */
export function activeExperiments(): string[] {
  const names = [
    'BENCH_POOL_SIZE',
    'BENCH_BACKBONE_RATE',
    'OUTBOX_BATCH_SIZE',
    'OUTBOX_POLL_INTERVAL_MS',
  ];
  const more = ['CONSUMER_PREFETCH', 'CONSUMER_DELIVERY_LIMIT'];
  return [...names, ...more].filter((name) => process.env[name] !== undefined).map((n) => `${n}=${process.env[n]}`);
}
