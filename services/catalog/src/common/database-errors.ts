import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function postgresCode(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}

/** A duplicate key. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === UNIQUE_VIOLATION;
}

/** A row still referenced elsewhere (on delete), or a reference to a row that is gone (on insert). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresCode(error) === FOREIGN_KEY_VIOLATION;
}

/** The constraint a duplicate key broke (`textbooks_isbn_key`), when PostgreSQL names one. */
export function violatedConstraint(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
}
