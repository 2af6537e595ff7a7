/**
 * Errors that say the infrastructure is away for a moment, not that the event is bad: the
 * database unreachable or restarting, a connection cut, a deadlock or serialisation conflict.
 * Retrying them costs an event nothing; dead-lettering them would lose a credit or a refund to a
 * few seconds of downtime.
 */
const TRANSIENT_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const TRANSIENT_MESSAGES = [
  /Connection terminated/i,
  /connection (?:is )?(?:closed|not open)/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

export function isTransientInfrastructureError(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, driverError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    driverError?: unknown;
  };
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exceptions.
    if (TRANSIENT_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || TRANSIENT_NODE_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && TRANSIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isTransientInfrastructureError(driverError, depth + 1) || isTransientInfrastructureError(cause, depth + 1);
}
