import { setTimeout } from 'node:timers/promises';
import type { AppError } from '@studyhub/platform';
import type { LlmCallError } from './llm-call-error';
import { LlmErrors } from './llm.errors';

/** What the caller is told of a call that failed for good: never the endpoint's own text. */
export function appErrorOfFailedCall(error: LlmCallError): AppError {
  switch (error.kind) {
    case 'rate_limited': {
      const seconds =
        error.details.retryAfterMs === undefined ? undefined : Math.ceil(error.details.retryAfterMs / 1000);
      return LlmErrors.LLM_RATE_LIMITED(seconds === undefined ? {} : { retryAfterSeconds: seconds });
    }
    case 'server':
    case 'rejected':
      return LlmErrors.LLM_UNAVAILABLE({ cause: error });
    case 'timeout':
      return LlmErrors.LLM_TIMEOUT({ cause: error });
    case 'interrupted':
      return LlmErrors.LLM_STREAM_INTERRUPTED({ cause: error });
    case 'canceled':
      return LlmErrors.LLM_CANCELED({ cause: error });
  }
}

/** Waits `ms`, or rejects at once when `signal` aborts (a retry's pause ends with its caller). */
export function sleepUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return setTimeout(ms, undefined, signal ? { signal } : undefined);
}
