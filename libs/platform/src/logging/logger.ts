import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

export interface LoggerSettings {
  service: string;
  level: string;
  /** Where lines go; stdout unless a test wants them. */
  destination?: pino.DestinationStream;
}

/**
 * JSON lines with the service name. Work done for a request or a consumed event logs through
 * `logger.child(logFieldsOf(context))`, so its lines carry the request, correlation and user ids.
 * Credentials are redacted wherever they appear.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    base: { service: settings.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'message',
    formatters: { level: (label) => ({ level: label }) },
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
