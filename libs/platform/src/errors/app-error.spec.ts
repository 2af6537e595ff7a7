import { AppError, DEFAULT_MESSAGES, HTTP_STATUS_BY_CODE, defineErrors, type GenericErrorCode } from './app-error';

describe('HTTP_STATUS_BY_CODE', () => {
  it.each([
    ['VALIDATION_FAILED', 400],
    ['BAD_REQUEST', 400],
    ['UNAUTHENTICATED', 401],
    ['INSUFFICIENT_POINTS', 402],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['METHOD_NOT_ALLOWED', 405],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['UNPROCESSABLE_CONTENT', 422],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['BAD_GATEWAY', 502],
    ['SERVICE_UNAVAILABLE', 503],
    ['GATEWAY_TIMEOUT', 504],
  ] as const)('maps %s to %i', (code, status) => {
    expect(HTTP_STATUS_BY_CODE[code]).toBe(status);
  });

  it('has a default message for every code', () => {
    for (const code of Object.keys(HTTP_STATUS_BY_CODE) as GenericErrorCode[]) {
      expect(DEFAULT_MESSAGES[code]).toEqual(expect.any(String));
      expect(DEFAULT_MESSAGES[code].length).toBeGreaterThan(0);
    }
  });
});

describe('AppError', () => {
  it('is an Error carrying code, status and message', () => {
    const error = new AppError('CART_FULL', 409, 'Your cart is full.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('CART_FULL');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Your cart is full.');
    expect(error.fields).toBeUndefined();
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.cause).toBeUndefined();
  });

  it('keeps field errors, Retry-After seconds and the cause', () => {
    const cause = new Error('redis down');
    const error = new AppError('RATE_LIMITED', 429, 'Slow down.', {
      fields: { email: ['taken'] },
      retryAfterSeconds: 0,
      cause,
    });
    expect(error.fields).toEqual({ email: ['taken'] });
    expect(error.retryAfterSeconds).toBe(0);
    expect(error.cause).toBe(cause);
  });

  describe('of', () => {
    it('uses the status and the default message of a generic code', () => {
      const error = AppError.of('NOT_FOUND');
      expect(error.code).toBe('NOT_FOUND');
      expect(error.status).toBe(404);
      expect(error.message).toBe(DEFAULT_MESSAGES.NOT_FOUND);
    });

    it('takes a custom message', () => {
      expect(AppError.of('FORBIDDEN', 'Admins only.').message).toBe('Admins only.');
    });

    it('passes the options on', () => {
      const error = AppError.of('SERVICE_UNAVAILABLE', undefined, { retryAfterSeconds: 30 });
      expect(error.status).toBe(503);
      expect(error.retryAfterSeconds).toBe(30);
      expect(error.message).toBe(DEFAULT_MESSAGES.SERVICE_UNAVAILABLE);
    });
  });
});

describe('defineErrors', () => {
  const CartErrors = defineErrors({
    ALREADY_IN_CART: { status: 'CONFLICT', message: 'This document is already in your cart.' },
    OWN_DOCUMENT: { status: 'FORBIDDEN', message: 'You cannot buy your own document.' },
  });

  it('makes one factory per module code, with the status of its generic code', () => {
    const error = CartErrors.ALREADY_IN_CART();
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('ALREADY_IN_CART');
    expect(error.status).toBe(409);
    expect(error.message).toBe('This document is already in your cart.');
    expect(CartErrors.OWN_DOCUMENT().status).toBe(403);
  });

  it('lets a call override the message and add fields', () => {
    const error = CartErrors.ALREADY_IN_CART({ message: 'Already there.', fields: { documentId: ['duplicate'] } });
    expect(error.message).toBe('Already there.');
    expect(error.fields).toEqual({ documentId: ['duplicate'] });
  });

  it('lets a call add details', () => {
    const error = CartErrors.ALREADY_IN_CART({ details: { document_id: 'd1' } });
    expect(error.details).toEqual({ document_id: 'd1' });
    expect(CartErrors.ALREADY_IN_CART().details).toBeUndefined();
  });

  it('makes a new error on every call', () => {
    expect(CartErrors.OWN_DOCUMENT()).not.toBe(CartErrors.OWN_DOCUMENT());
  });
});
