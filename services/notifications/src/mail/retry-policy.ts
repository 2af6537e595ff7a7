const MAX_RETRY_DELAY_MS = 60 * 60_000;

export type FailureOutcome = { kind: 'retry'; delayMs: number } | { kind: 'give-up' };

/**
 * After the `attempt`-th failed delivery (1-based): wait base * 2^(attempt-1), at most an hour, or
 * give up when the attempts are used up or the failure is permanent.
 */
export function afterFailedAttempt(
  attempt: number,
  policy: { maxAttempts: number; retryBaseMs: number },
  permanent: boolean,
): FailureOutcome {
  if (permanent || attempt >= policy.maxAttempts) return { kind: 'give-up' };
  return { kind: 'retry', delayMs: Math.min(MAX_RETRY_DELAY_MS, policy.retryBaseMs * 2 ** (attempt - 1)) };
}
