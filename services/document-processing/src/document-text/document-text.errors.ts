import { DOCUMENT_TEXT_NOT_READY, DOCUMENT_TEXT_PROCESSING_FAILED } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

/** The internal text routes' refusals; their codes are the contract's (libs/contracts document-text). */
export const DocumentTextErrors = defineErrors({
  /** Missing, or not the reader's: the same answer. */
  DOCUMENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Document not found' },
  [DOCUMENT_TEXT_NOT_READY]: { status: 'CONFLICT', message: 'This file is still being processed.' },
  /** The message is the reason its uploader was given. */
  [DOCUMENT_TEXT_PROCESSING_FAILED]: { status: 'CONFLICT', message: 'This file could not be processed.' },
});
