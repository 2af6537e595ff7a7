import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
/** A transaction that lost to another and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

export function postgresCodeOf(error: unknown): string | undefined {
  if (error instanceof QueryFailedError) return (error.driverError as { code?: string }).code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresCodeOf(error) === UNIQUE_VIOLATION;
}

/** A deadlock victim or a serialization failure: nothing was written, running it again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const code = postgresCodeOf(error);
  return code !== undefined && RETRYABLE.has(code);
}
