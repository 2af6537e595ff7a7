/** Spec section 9, Realtime: timeout 10 s, heartbeat 30 s, reconnect delays 1, 2, 5, 10 s. */
export const LIVE_TIMEOUT_MS = 10_000;
export const LIVE_HEARTBEAT_MS = 30_000;
export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/**
 * The gateway writes a heartbeat every 30 s; a stream silent for a heartbeat and the timeout
 * after it is dead even when the socket has not noticed (a sleeping laptop, a proxy that drops it).
 */
export const LIVE_SILENCE_LIMIT_MS = LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS;

/** The wait before reconnect attempt `attempt` (0 first): 1, 2, 5, then 10 s for every later one. */
export function reconnectDelayMs(attempt: number): number {
  const last = LIVE_RECONNECT_DELAYS_MS.length - 1;
  const index = Number.isFinite(attempt) ? Math.min(Math.max(0, Math.floor(attempt)), last) : 0;
  return LIVE_RECONNECT_DELAYS_MS[index] ?? LIVE_RECONNECT_DELAYS_MS[3];
}
