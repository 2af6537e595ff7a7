import pino, { type Logger } from 'pino';

/** Silent unless TEST_LOGS=1, so a failing test can be rerun with the logs it needs. */
export function testLogger(name = 'test'): Logger {
  return pino({ name, level: process.env.TEST_LOGS === '1' ? 'debug' : 'silent' });
}
