/**
 * Wall-clock milliseconds with sub-millisecond resolution. `performance.timeOrigin` is taken from
 * the system clock at process start, so readings compare across processes on one machine (the
 * backbone benchmark still measures and removes any offset between its processes).
 */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
