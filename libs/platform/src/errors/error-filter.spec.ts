import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  ImATeapotException,
  InternalServerErrorException,
  MethodNotAllowedException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  type ArgumentsHost,
} from '@nestjs/common';
import { errorCodes as fastifyErrors } from 'fastify';
import type { Logger } from 'pino';
import { AppError, DEFAULT_MESSAGES } from './app-error';
import { AppErrorFilter, errorBodyOf, toAppError } from './error-filter';

describe('toAppError', () => {
  it('returns an AppError as it is', () => {
    const error = AppError.of('CONFLICT', 'Already there.');
    expect(toAppError(error)).toBe(error);
  });

  describe('Nest HttpException', () => {
    it.each([
      [new BadRequestException('Page must be a number.'), 'BAD_REQUEST', 400],
      [new UnauthorizedException('Token missing.'), 'UNAUTHENTICATED', 401],
      [new ForbiddenException('Nope.'), 'FORBIDDEN', 403],
      [new MethodNotAllowedException('Use POST.'), 'METHOD_NOT_ALLOWED', 405],
      [new PayloadTooLargeException('Too big.'), 'PAYLOAD_TOO_LARGE', 413],
      [new HttpException('Slow down.', HttpStatus.TOO_MANY_REQUESTS), 'RATE_LIMITED', 429],
      [new HttpException('Taken.', HttpStatus.CONFLICT), 'CONFLICT', 409],
    ])('maps %p to %s (%i) with its message', (exception, code, status) => {
      const error = toAppError(exception);
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe(code);
      expect(error.status).toBe(status);
      expect(error.message).toBe(exception.message);
      expect(error.cause).toBe(exception);
    });

    it('maps 400 to BAD_REQUEST rather than VALIDATION_FAILED', () => {
      expect(toAppError(new HttpException('x', 400)).code).toBe('BAD_REQUEST');
    });

    it("answers 404 with the generic not-found message, whatever Nest's message", () => {
      const error = toAppError(new NotFoundException('Cannot GET /internal/admin/secret-route'));
      expect(error.code).toBe('NOT_FOUND');
      expect(error.status).toBe(404);
      expect(error.message).toBe(DEFAULT_MESSAGES.NOT_FOUND);
    });

    it('maps a 4xx status without a code of its own to BAD_REQUEST 400', () => {
      const error = toAppError(new ImATeapotException('Short and stout.'));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.status).toBe(400);
    });

    it('never sends the message of a server error', () => {
      const internal = toAppError(new InternalServerErrorException('connection to db-primary:5432 refused'));
      expect(internal.code).toBe('INTERNAL');
      expect(internal.status).toBe(500);
      expect(internal.message).toBe(DEFAULT_MESSAGES.INTERNAL);

      const unavailable = toAppError(new ServiceUnavailableException('pool exhausted'));
      expect(unavailable.code).toBe('SERVICE_UNAVAILABLE');
      expect(unavailable.status).toBe(503);
      expect(unavailable.message).toBe(DEFAULT_MESSAGES.SERVICE_UNAVAILABLE);
    });

    it('maps a 5xx status without a code of its own to INTERNAL 500', () => {
      const error = toAppError(new HttpException('not implemented: secret detail', HttpStatus.NOT_IMPLEMENTED));
      expect(error.code).toBe('INTERNAL');
      expect(error.status).toBe(500);
      expect(error.message).toBe(DEFAULT_MESSAGES.INTERNAL);
    });
  });

  describe('Fastify client errors', () => {
    it('maps a body that is too large to PAYLOAD_TOO_LARGE', () => {
      const exception = new fastifyErrors.FST_ERR_CTP_BODY_TOO_LARGE();
      const error = toAppError(exception);
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(error.status).toBe(413);
      expect(error.message).toBe(DEFAULT_MESSAGES.PAYLOAD_TOO_LARGE);
      expect(error.cause).toBe(exception);
    });

    it('maps an unsupported content type to UNSUPPORTED_MEDIA_TYPE', () => {
      const error = toAppError(new fastifyErrors.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/x-evil'));
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.status).toBe(415);
      expect(error.message).toBe(DEFAULT_MESSAGES.UNSUPPORTED_MEDIA_TYPE);
    });

    it('maps bad JSON to BAD_REQUEST with the generic message', () => {
      const error = toAppError(new fastifyErrors.FST_ERR_CTP_EMPTY_JSON_BODY());
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.status).toBe(400);
      expect(error.message).toBe(DEFAULT_MESSAGES.BAD_REQUEST);
    });

    it('maps any object with a 4xx statusCode and no code of its own to BAD_REQUEST', () => {
      const error = toAppError(Object.assign(new Error('Unexpected token } in JSON'), { statusCode: 418 }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.status).toBe(400);
      expect(error.message).toBe(DEFAULT_MESSAGES.BAD_REQUEST);
    });

    it('does not trust a 5xx statusCode on an unknown error', () => {
      const error = toAppError(Object.assign(new Error('upstream said 502'), { statusCode: 502 }));
      expect(error.code).toBe('INTERNAL');
      expect(error.status).toBe(500);
    });

    it('ignores a statusCode that is not a number', () => {
      expect(toAppError({ statusCode: '404' }).code).toBe('INTERNAL');
    });
  });

  describe('anything else', () => {
    it.each([
      ['an Error', new Error('password authentication failed for user "studyhub"')],
      ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
      ['a string', 'boom'],
      ['null', null],
      ['undefined', undefined],
    ])('turns %s into INTERNAL without leaking its message', (_, exception) => {
      const error = toAppError(exception);
      expect(error.code).toBe('INTERNAL');
      expect(error.status).toBe(500);
      expect(error.message).toBe(DEFAULT_MESSAGES.INTERNAL);
      expect(error.cause).toBe(exception);
    });
  });
});

describe('errorBodyOf', () => {
  it('is the API error body with code and message', () => {
    expect(errorBodyOf(AppError.of('NOT_FOUND'))).toEqual({
      error: { code: 'NOT_FOUND', message: DEFAULT_MESSAGES.NOT_FOUND },
    });
  });

  it('adds the correlation id it is given', () => {
    const body = errorBodyOf(AppError.of('CONFLICT'), 'corr-42');
    expect(body.error.correlation_id).toBe('corr-42');
  });

  it('adds field errors', () => {
    const fields = { email: ['Please enter a valid email address.'], 'address.city': ['Required.'] };
    const body = errorBodyOf(AppError.of('VALIDATION_FAILED', undefined, { fields }));
    expect(body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: DEFAULT_MESSAGES.VALIDATION_FAILED, fields },
    });
  });

  it('adds the details a client acts on', () => {
    const details = { documents: [{ document_id: 'd1', title: 'Organic chemistry notes' }] };
    const body = errorBodyOf(AppError.of('CONFLICT', 'Owned.', { fields: { document_ids: ['d1'] }, details }));
    expect(body).toEqual({
      error: { code: 'CONFLICT', message: 'Owned.', fields: { document_ids: ['d1'] }, details },
    });
  });

  it('never includes the cause or the stack', () => {
    const body = errorBodyOf(toAppError(new Error('secret internals')));
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(Object.keys(body.error)).toEqual(['code', 'message']);
  });
});

describe('AppErrorFilter', () => {
  function harness() {
    const logged: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
    const reply = {
      headers: {} as Record<string, string>,
      statusCode: 0,
      body: undefined as unknown,
      header(name: string, value: string) {
        this.headers[name] = value;
        return this;
      },
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      send(body: unknown) {
        this.body = body;
        return this;
      },
    };
    const request = {
      url: '/api/things',
      method: 'POST',
      studyhubContext: { requestId: 'r', correlationId: 'corr-9' },
    };
    const host = {
      switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
    } as unknown as ArgumentsHost;
    return { filter: new AppErrorFilter(logger), logged, reply, host };
  }

  it("sends the status and the error body with the request's correlation id", () => {
    const { filter, reply, host, logged } = harness();
    filter.catch(AppError.of('FORBIDDEN', 'Not yours.'), host);
    expect(reply.statusCode).toBe(403);
    expect(reply.body).toEqual({ error: { code: 'FORBIDDEN', message: 'Not yours.', correlation_id: 'corr-9' } });
    expect(logged).toHaveLength(0);
  });

  it('sets Retry-After when the error has one', () => {
    const { filter, reply, host } = harness();
    filter.catch(AppError.of('RATE_LIMITED', undefined, { retryAfterSeconds: 12 }), host);
    expect(reply.statusCode).toBe(429);
    expect(reply.headers['retry-after']).toBe('12');
  });

  it('logs server errors with their cause, and sends only the generic message', () => {
    const { filter, reply, host, logged } = harness();
    const cause = new Error('deadlock detected');
    filter.catch(cause, host);
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toEqual({
      error: { code: 'INTERNAL', message: DEFAULT_MESSAGES.INTERNAL, correlation_id: 'corr-9' },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toMatchObject({
      err: cause,
      url: '/api/things',
      method: 'POST',
      request_id: 'r',
      correlation_id: 'corr-9',
    });
  });
});
