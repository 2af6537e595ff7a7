import type { LlmCallError } from './llm-call-error';
import type { LlmRetrySettings } from './llm-settings';

/** What to do after a failed attempt: wait and try again, or give up with this error. */
export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/**
 * Only failures that another attempt may cure are retried: 429 and 5xx (and a connection lost
 * before any output). A timeout is not: the user has already waited the whole limit. A stream cut
 * after output is not: repeating it would bill and show the same text twice. Retry-After is
 * honoured; when it asks for longer than `maxMs` we give up at once instead of holding the request.
 * `attempt` counts from 1; `random` is Math.random in production.
 */
export function decideRetry(
  error: LlmCallError,
  attempt: number,
  settings: LlmRetrySettings,
  random: () => number = Math.random,
): RetryDecision {
  if (attempt > settings.maxRetries) return { retry: false };
  if (error.kind !== 'rate_limited' && error.kind !== 'server') return { retry: false };
  const retryAfterMs = error.details.retryAfterMs;
  if (retryAfterMs !== undefined) {
    return retryAfterMs <= settings.maxMs ? { retry: true, delayMs: retryAfterMs } : { retry: false };
  }
  // Exponential backoff with full jitter over the upper half, so replicas do not retry in step.
  const ceiling = Math.min(settings.maxMs, settings.baseMs * 2 ** (attempt - 1));
  return { retry: true, delayMs: Math.round(ceiling / 2 + (random() * ceiling) / 2) };
}
