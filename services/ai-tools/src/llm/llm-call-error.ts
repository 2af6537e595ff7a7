/**
 * How one call to the model endpoint failed, as the wrapper classifies it, so retry and error
 * decisions never look at SDK types:
 * - rate_limited: 429 (retryAfterMs when the endpoint said how long to wait)
 * - server: 5xx, or a connection refused or reset before any answer
 * - timeout: no answer (or no next chunk) within the time limit
 * - canceled: the caller aborted
 * - interrupted: a stream broke after some output had been delivered
 * - rejected: any other 4xx (bad request, unknown model, bad key): retrying cannot help
 */
export type LlmFailureKind = 'rate_limited' | 'server' | 'timeout' | 'canceled' | 'interrupted' | 'rejected';

export class LlmCallError extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    readonly details: { status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'LlmCallError';
  }
}

/**
 * Retry-After in milliseconds: `retry-after-ms` (OpenAI's own header) first, then `Retry-After`
 * as seconds or an HTTP date. Undefined when absent or unreadable.
 */
export function retryAfterMsOf(
  headers: { get(name: string): string | null } | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const millis = headers.get('retry-after-ms');
  if (millis !== null && /^\d+(\.\d+)?$/.test(millis.trim())) return Math.ceil(Number(millis));
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
