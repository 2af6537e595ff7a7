import { z } from 'zod';
import { PaperErrors } from './papers.errors';

const paperIdSchema = z.uuid();

/** A malformed id names no paper: the same 'Paper not found' as an unknown one. */
export function paperIdOf(raw: string): string {
  const parsed = paperIdSchema.safeParse(raw);
  if (!parsed.success) throw PaperErrors.PAPER_NOT_FOUND();
  return parsed.data;
}
