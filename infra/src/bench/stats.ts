/** Latency and throughput statistics over raw samples (milliseconds), nearest-rank percentiles. */
export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    count: values.length,
    mean: values.length > 0 ? total / values.length : Number.NaN,
    p50: percentile(values, 50),
    p90: percentile(values, 90),
    p99: percentile(values, 99),
    max: values.length > 0 ? (values[values.length - 1] ?? Number.NaN) : Number.NaN,
  };
}

/** Rounds for display and JSON: three significant decimals are plenty for milliseconds. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
