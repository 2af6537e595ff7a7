import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

/** Turns zod issues into `{ field: [messages] }`, the shape the frontend shows beside inputs. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses untrusted input, or throws a 400 VALIDATION_FAILED naming each bad field. */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.infer<TSchema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw AppError.of('VALIDATION_FAILED', undefined, { fields: fieldErrorsOf(result.error) });
}
