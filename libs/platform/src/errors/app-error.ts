/**
 * The one table of generic error codes and their HTTP status. Modules add their own codes with
 * `defineErrors`, each mapped onto one of these statuses.
 */
export const HTTP_STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_POINTS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

export type GenericErrorCode = keyof typeof HTTP_STATUS_BY_CODE;
export type HttpErrorStatus = (typeof HTTP_STATUS_BY_CODE)[GenericErrorCode];

export const DEFAULT_MESSAGES: Record<GenericErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'User not authenticated',
  INSUFFICIENT_POINTS: 'insufficient points',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'This conflicts with the current state.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
  UNPROCESSABLE_CONTENT: 'This content cannot be processed as it is.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  BAD_GATEWAY: 'A service did not answer correctly. Please try again.',
  SERVICE_UNAVAILABLE: 'This service is unavailable right now. Please try again shortly.',
  GATEWAY_TIMEOUT: 'A service took too long to answer. Please try again.',
};

export type FieldErrors = Record<string, string[]>;

/**
 * Facts a client needs to act on a refusal beyond its code (e.g. which documents a checkout found
 * already purchased): plain JSON, described per code in libs/contracts. Never internals.
 */
export type ErrorDetails = Record<string, unknown>;

export interface AppErrorOptions {
  fields?: FieldErrors;
  details?: ErrorDetails;
  /** Seconds, sent as Retry-After (429 and 503). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failure the client may see: a stable code, the user-facing message and the HTTP status. */
export class AppError extends Error {
  readonly fields?: FieldErrors;
  readonly details?: ErrorDetails;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    readonly status: HttpErrorStatus,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    if (options.fields) this.fields = options.fields;
    if (options.details) this.details = options.details;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static of(code: GenericErrorCode, message?: string, options?: AppErrorOptions): AppError {
    return new AppError(code, HTTP_STATUS_BY_CODE[code], message ?? DEFAULT_MESSAGES[code], options);
  }
}

export interface ErrorSpec {
  status: GenericErrorCode;
  message: string;
}

/**
 * A module's own error table: `const CartErrors = defineErrors({ ALREADY_IN_CART: { status:
 * 'CONFLICT', message: '...' } })`, then `throw CartErrors.ALREADY_IN_CART()`.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  table: T,
): { [K in keyof T]: (options?: AppErrorOptions & { message?: string }) => AppError } {
  const factories = {} as { [K in keyof T]: (options?: AppErrorOptions & { message?: string }) => AppError };
  for (const code of Object.keys(table) as (keyof T & string)[]) {
    const spec = table[code] as ErrorSpec;
    factories[code] = (options = {}) =>
      new AppError(code, HTTP_STATUS_BY_CODE[spec.status], options.message ?? spec.message, options);
  }
  return factories;
}
