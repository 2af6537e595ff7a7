import { inUseMessage, type TaxonomyUsage } from '@studyhub/contracts';
import { type AppError, defineErrors } from '@studyhub/platform';

export const SubjectErrors = defineErrors({
  SUBJECT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Subject not found' },
  INVALID_SUBJECT_ID: { status: 'BAD_REQUEST', message: 'Invalid subject ID' },
  INVALID_SUBJECT_SLUG: { status: 'BAD_REQUEST', message: 'Invalid subject slug' },
  DUPLICATE: { status: 'CONFLICT', message: 'A subject with this name or slug already exists.' },
  IN_USE: { status: 'CONFLICT', message: 'This subject is still used by documents and cannot be deleted.' },
});

export const subjectInUse = (usage: TaxonomyUsage): AppError =>
  SubjectErrors.IN_USE({ message: inUseMessage('subject', usage) });
