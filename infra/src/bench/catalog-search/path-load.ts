import autocannon from 'autocannon';

export interface PathLoadOptions {
  /** Origin, e.g. http://127.0.0.1:4102 */
  origin: string;
  /** Paths with their query strings, sent in turn (shared by all connections). */
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
}

export interface PathLoadResult {
  ok: number;
  failed: number;
  durationSeconds: number;
  requestsPerSecond: number;
  /** Every 2xx response time in ms (write to last byte). */
  latencies: number[];
}

/**
 * One autocannon run that cycles through many request paths (real traffic is many different
 * queries, not one cached one). With one connection, requests go one after the other: the
 * single-client latency.
 */
export function runPaths(options: PathLoadOptions): Promise<PathLoadResult> {
  let next = 0;
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.durationSeconds,
        pipelining: 1,
        timeout: 30,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const path = options.paths[next % options.paths.length]!;
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('autocannon failed'));
          return;
        }
        resolve({
          ok: latencies.length,
          failed: failed + result.errors + result.timeouts,
          durationSeconds: result.duration,
          requestsPerSecond: latencies.length / result.duration,
          latencies,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failed += 1;
    });
  });
}
