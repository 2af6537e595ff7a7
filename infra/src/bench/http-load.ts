import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second over all connections; unset = as fast as the server answers. */
  overallRate?: number;
  /** Sent with every request (e.g. an Authorization header). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Successful (2xx) responses. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  requestsPerSecond: number;
  /** Every 2xx response time in ms, as autocannon measured it (write to last byte). */
  latencies: number[];
  /** Share of one core this process (the load generator) used during the run. */
  clientCpu: number;
}

/**
 * One autocannon run in this process. Latencies are taken from autocannon's per-response event at
 * full resolution (its own histogram keeps whole milliseconds and, with a rate, adds synthetic
 * coordinated-omission samples computed with a wrong unit).
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let non2xx = 0;
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        pipelining: 1,
        timeout: 10,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.overallRate ? { overallRate: options.overallRate, ignoreCoordinatedOmission: true } : {}),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('autocannon failed'));
          return;
        }
        const durationSeconds = result.duration;
        const cpu = process.cpuUsage(cpuStart);
        const clientCpu = (cpu.user + cpu.system) / 1000 / (performance.now() - wallStart);
        resolve({
          ok: latencies.length,
          non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          durationSeconds,
          requestsPerSecond: latencies.length / durationSeconds,
          latencies,
          clientCpu,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else non2xx += 1;
    });
  });
}

/** GETs `url` once and returns status and body, to check both sides of a comparison agree. */
export async function probe(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

/** Several runs against one target as one: counts and latencies pooled, CPU averaged. */
export function mergeLoads(runs: readonly LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const durationSeconds = sum((run) => run.durationSeconds);
  const ok = sum((run) => run.ok);
  return {
    ok,
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    durationSeconds,
    requestsPerSecond: ok / durationSeconds,
    latencies: runs.flatMap((run) => run.latencies),
    clientCpu: sum((run) => run.clientCpu * run.durationSeconds) / durationSeconds,
  };
}
