export interface HealthCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  check(): Promise<void>;
}

export interface CheckResult {
  status: 'up' | 'down';
  latency_ms: number;
  error?: string;
}

export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  checks: Record<string, CheckResult>;
}

export const HEALTH_CHECK_TIMEOUT_MS = 2000;

async function runCheck(check: HealthCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'up', latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'down',
      latency_ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check in parallel; ready only when all are up. */
export async function evaluateReadiness(
  checks: readonly HealthCheck[],
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const results = await Promise.all(checks.map(async (c) => [c.name, await runCheck(c, timeoutMs)] as const));
  const all = Object.fromEntries(results);
  return {
    status: results.every(([, r]) => r.status === 'up') ? 'ready' : 'not_ready',
    checks: all,
  };
}
