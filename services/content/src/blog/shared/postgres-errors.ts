import { QueryFailedError } from 'typeorm';

function postgresCode(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}

export const isUniqueViolation = (error: unknown): boolean => postgresCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown): boolean => postgresCode(error) === '23503';
