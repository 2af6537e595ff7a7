import pino, { type Logger, type LoggerOptions } from 'pino';
import { currentContext } from '../context/request-context';

export type { Logger } from 'pino';

export interface LoggerSettings {
  service: string;
  level: string;
  /** Where lines go; stdout unless a test wants them. */
  destination?: pino.DestinationStream;
}

/**
 * JSON lines with the service name and, inside a request or a consumed event, its request,
 * correlation and user ids. Credentials are redacted wherever they appear.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    base: { service: settings.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'message',
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const context = currentContext();
      if (!context) return {};
      return {
        request_id: context.requestId,
        correlation_id: context.correlationId,
        ...(context.userId ? { user_id: context.userId } : {}),
      };
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refresh_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
  };
  return settings.destination ? pino(options, settings.destination) : pino(options);
}
