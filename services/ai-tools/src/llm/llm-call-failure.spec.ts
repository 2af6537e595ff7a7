import { LlmCallError } from './llm-call-error';
import { appErrorOfFailedCall, sleepUnlessAborted } from './llm-call-failure';

describe('appErrorOfFailedCall', () => {
  it('tells a rate-limited caller how long to wait, in whole seconds', () => {
    const error = appErrorOfFailedCall(new LlmCallError('rate_limited', '429', { status: 429, retryAfterMs: 1200 }));
    expect(error.code).toBe('LLM_RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(2);
    expect(appErrorOfFailedCall(new LlmCallError('rate_limited', '429')).retryAfterSeconds).toBeUndefined();
  });

  it.each([
    ['server', 'LLM_UNAVAILABLE'],
    ['rejected', 'LLM_UNAVAILABLE'],
    ['timeout', 'LLM_TIMEOUT'],
    ['interrupted', 'LLM_STREAM_INTERRUPTED'],
    ['canceled', 'LLM_CANCELED'],
  ] as const)('answers a %s failure with %s and never the endpoint’s own text', (kind, code) => {
    const cause = new LlmCallError(kind, 'upstream said: secret internal detail');
    const error = appErrorOfFailedCall(cause);
    expect(error.code).toBe(code);
    expect(error.message).not.toContain('secret internal detail');
    expect(error.cause).toBe(cause);
  });
});

describe('sleepUnlessAborted', () => {
  it('waits the time given', async () => {
    const started = Date.now();
    await sleepUnlessAborted(20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('rejects at once when the signal aborts, and when it was aborted before', async () => {
    const controller = new AbortController();
    const pause = sleepUnlessAborted(60_000, controller.signal);
    controller.abort();
    await expect(pause).rejects.toThrow('aborted');
    await expect(sleepUnlessAborted(60_000, controller.signal)).rejects.toThrow('aborted');
  });
});
