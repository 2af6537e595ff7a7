/** Spec section 9: the session is checked every tick of 30 s ... */
export const REFRESH_TICK_MS = 30_000;
/** ... and renewed when the access token expires within 3 ticks. */
export const REFRESH_THRESHOLD_TICKS = 3;
/** Spec section 9: retries start 200 ms apart and double. */
export const REFRESH_BACKOFF_START_MS = 200;
/** Tries per renewal (200, 400, 800, 1600 ms between them), then the session is left as it is. */
export const REFRESH_MAX_ATTEMPTS = 5;

/** True when a token expiring at `expiresAt` (ms) should be renewed now. */
export function isRefreshDue(expiresAt: number | null, now: number): boolean {
  if (expiresAt === null) return false;
  return expiresAt - now <= REFRESH_TICK_MS * REFRESH_THRESHOLD_TICKS;
}

/** Delay before retry number `retry` (0 for the first retry): 200 ms doubling. */
export function backoffDelay(retry: number): number {
  return REFRESH_BACKOFF_START_MS * 2 ** Math.max(0, retry);
}

export type AttemptOutcome<T> = { kind: 'done'; value: T } | { kind: 'retry' };

/**
 * Runs `attempt` until it is done or `maxAttempts` have failed, waiting 200, 400, 800 ... ms
 * between tries. Returns null when every try asked for a retry.
 */
export async function withBackoff<T>(
  attempt: () => Promise<AttemptOutcome<T>>,
  options: { maxAttempts?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T | null> {
  const maxAttempts = options.maxAttempts ?? REFRESH_MAX_ATTEMPTS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let index = 0; index < maxAttempts; index += 1) {
    if (index > 0) await sleep(backoffDelay(index - 1));
    const outcome = await attempt();
    if (outcome.kind === 'done') return outcome.value;
  }
  return null;
}
