import { inUseMessage, type TaxonomyUsage } from '@studyhub/contracts';
import { type AppError, defineErrors } from '@studyhub/platform';

export const TextbookErrors = defineErrors({
  TEXTBOOK_NOT_FOUND: { status: 'NOT_FOUND', message: 'Textbook not found' },
  INVALID_TEXTBOOK_ID: { status: 'BAD_REQUEST', message: 'Invalid textbook ID' },
  UNKNOWN_SUBJECT: { status: 'VALIDATION_FAILED', message: 'Some fields are not valid.' },
  ISBN_TAKEN: { status: 'CONFLICT', message: 'A textbook with this ISBN already exists.' },
  SLUG_TAKEN: { status: 'CONFLICT', message: 'A textbook with this slug already exists. Give it a different slug.' },
  IN_USE: { status: 'CONFLICT', message: 'This textbook is still used by documents and cannot be deleted.' },
});

export const textbookInUse = (usage: TaxonomyUsage): AppError =>
  TextbookErrors.IN_USE({ message: inUseMessage('textbook', usage) });

export const unknownSubject = (): AppError =>
  TextbookErrors.UNKNOWN_SUBJECT({ fields: { subject_id: ['No subject has this id.'] } });
