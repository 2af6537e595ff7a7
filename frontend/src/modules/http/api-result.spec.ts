import { failureMessage, parseRetryAfter, toApiFailure, toApiSuccess, UNEXPECTED_ERROR_MESSAGE } from './api-result';

describe('toApiFailure', () => {
  it('reads the error envelope with its field errors', () => {
    const failure = toApiFailure(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Check the form.', fields: { email: ['Taken.'] } },
    });
    expect(failure).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      fields: { email: ['Taken.'] },
    });
  });

  it('turns anything else into a generic failure', () => {
    expect(toApiFailure(502, '<html>')).toMatchObject({ code: 'SERVER_ERROR', message: UNEXPECTED_ERROR_MESSAGE });
    expect(toApiFailure(404, null)).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('keeps Retry-After in seconds', () => {
    expect(toApiFailure(429, { error: { code: 'RATE_LIMITED', message: 'Slow down.' } }, '30')).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('12')).toBe(12);
    const now = Date.parse('2025-11-01T10:00:00Z');
    expect(parseRetryAfter('Sat, 01 Nov 2025 10:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('toApiSuccess', () => {
  it('unwraps data and meta', () => {
    expect(toApiSuccess(200, { data: [1], meta: { total: 1 } })).toEqual({
      ok: true,
      status: 200,
      data: [1],
      meta: { total: 1 },
    });
  });

  it('gives null data for an empty answer', () => {
    expect(toApiSuccess(204, null)).toEqual({ ok: true, status: 204, data: null });
  });
});

describe('failureMessage', () => {
  it('prefers the server message and falls back for generic failures', () => {
    const fromServer = { ok: false as const, error: { code: 'EMAIL_TAKEN', message: 'That email is taken.' } };
    expect(failureMessage(fromServer, 'fallback')).toBe('That email is taken.');
    const generic = { ok: false as const, error: { code: 'SERVER_ERROR', message: UNEXPECTED_ERROR_MESSAGE } };
    expect(failureMessage(generic, 'fallback')).toBe('fallback');
  });
});
