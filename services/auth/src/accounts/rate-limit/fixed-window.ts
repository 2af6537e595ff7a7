/** What a limiter answers for one request. */
export interface LimitDecision {
  allowed: boolean;
  /** Requests counted in the current window (including this one when it was consumed). */
  count: number;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/**
 * A fixed window: the first hit starts a window of `windowSeconds`; up to `limit` hits pass in it.
 * `ttlMs` is what is left of the window (negative or zero when Redis has none).
 */
export function decideWindow(count: number, limit: number, ttlMs: number, windowSeconds: number): LimitDecision {
  const remainingMs = ttlMs > 0 ? ttlMs : windowSeconds * 1000;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  };
}
