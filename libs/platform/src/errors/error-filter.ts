import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from '../http/redact-url';
import { logFieldsOf } from '../context/request-context';
import { AppError, DEFAULT_MESSAGES, HTTP_STATUS_BY_CODE, type GenericErrorCode } from './app-error';

const CODE_BY_STATUS = new Map<number, GenericErrorCode>(
  (Object.entries(HTTP_STATUS_BY_CODE) as [GenericErrorCode, number][])
    .filter(([code]) => code !== 'BAD_REQUEST')
    .map(([code, status]) => [status, code]),
);
CODE_BY_STATUS.set(400, 'BAD_REQUEST');

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    correlation_id?: string;
    fields?: Record<string, string[]>;
    details?: Record<string, unknown>;
  };
}

/** Maps anything thrown to the API.md error body; internals are logged, never sent. */
export function toAppError(exception: unknown): AppError {
  if (exception instanceof AppError) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code = CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    const known = HTTP_STATUS_BY_CODE[code];
    const message =
      status === 404 ? DEFAULT_MESSAGES.NOT_FOUND : status >= 500 ? DEFAULT_MESSAGES[code] : exception.message;
    return new AppError(code, known, message, { cause: exception });
  }
  const fastifyStatus = fastifyErrorStatus(exception);
  if (fastifyStatus !== undefined) {
    const code = CODE_BY_STATUS.get(fastifyStatus) ?? 'BAD_REQUEST';
    return new AppError(code, HTTP_STATUS_BY_CODE[code], DEFAULT_MESSAGES[code], { cause: exception });
  }
  return AppError.of('INTERNAL', undefined, { cause: exception });
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode. */
function fastifyErrorStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const status = (exception as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** The error body, with the request's correlation id when known. */
export function errorBodyOf(error: AppError, correlationId?: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(correlationId ? { correlation_id: correlationId } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

@Catch()
export class AppErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const error = toAppError(exception);
    if (error.status >= 500) {
      const ids = request.studyhubContext ? logFieldsOf(request.studyhubContext) : {};
      this.logger.error(
        { err: error.cause ?? error, url: redactUrl(request.url), method: request.method, ...ids },
        'request failed',
      );
    }
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(error.status).send(errorBodyOf(error, request.studyhubContext?.correlationId));
  }
}
