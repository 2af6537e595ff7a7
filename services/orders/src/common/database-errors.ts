import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function postgresCode(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}

/** A duplicate key; `constraint` narrows it to one index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (postgresCode(error) !== UNIQUE_VIOLATION) return false;
  return (
    constraint === undefined ||
    (error as QueryFailedError & { driverError: { constraint?: string } }).driverError.constraint === constraint
  );
}

/** A row still referenced elsewhere. */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresCode(error) === FOREIGN_KEY_VIOLATION;
}
