import { apiErrorSchema } from '@studyhub/contracts';

export interface ApiFailure {
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  /** Seconds from `Retry-After` on a 429. */
  retryAfterSeconds?: number;
  /** The raw body, for callers that read more than the envelope. */
  body?: unknown;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T; meta?: unknown } | { ok: false; status: number; error: ApiFailure };

export const NETWORK_ERROR_MESSAGE = 'We could not reach Studyhub. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** `Retry-After` as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Reads a failure body `{error:{code,message,fields?}}`; anything else becomes a generic failure. */
export function toApiFailure(status: number, body: unknown, retryAfter: string | null = null): ApiFailure {
  const parsed = apiErrorSchema.safeParse(body);
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  const base: ApiFailure = parsed.success
    ? {
        code: parsed.data.error.code,
        message: parsed.data.error.message || UNEXPECTED_ERROR_MESSAGE,
        ...(parsed.data.error.fields ? { fields: parsed.data.error.fields } : {}),
      }
    : { code: status >= 500 ? 'SERVER_ERROR' : 'UNEXPECTED_RESPONSE', message: UNEXPECTED_ERROR_MESSAGE };
  return { ...base, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}), body };
}

/** Reads a success body `{data, meta?}`; 204 and empty bodies give `data: null`. */
export function toApiSuccess<T>(status: number, body: unknown): ApiResult<T> {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const envelope = body as { data: T; meta?: unknown };
    return { ok: true, status, data: envelope.data, ...(envelope.meta !== undefined ? { meta: envelope.meta } : {}) };
  }
  return { ok: true, status, data: null as T };
}

/** The server's message when it sent one, else the fallback text the spec gives for the action. */
export function failureMessage(result: { ok: false; error: ApiFailure }, fallback: string): string {
  const { code, message } = result.error;
  if (code === 'UNEXPECTED_RESPONSE' || code === 'SERVER_ERROR' || !message) return fallback;
  return message;
}

/**
 * Turns the `data` of a success into the caller's type; a body that cannot be read becomes a
 * failure, so callers never see a half-valid object.
 */
export function mapApiResult<T, U>(result: ApiResult<T>, read: (data: T) => U | null): ApiResult<U> {
  if (!result.ok) return result;
  const value = read(result.data);
  if (value === null) {
    return {
      ok: false,
      status: result.status,
      error: { code: 'UNEXPECTED_RESPONSE', message: UNEXPECTED_ERROR_MESSAGE, body: result.data },
    };
  }
  return { ok: true, status: result.status, data: value, ...(result.meta !== undefined ? { meta: result.meta } : {}) };
}
