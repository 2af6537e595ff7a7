import { defineErrors } from '@studyhub/platform';

/** What a student is told when the text of a document or study file cannot be had. */
export const DocumentTextErrors = defineErrors({
  /** Missing, or not theirs to read: the same answer, so ids leak nothing. */
  DOCUMENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Document not found' },
  DOCUMENT_STILL_PROCESSING: {
    status: 'CONFLICT',
    message: 'This file is still being processed. Please try again in a minute.',
  },
  /** The message is the reason processing gave (the same words its uploader saw). */
  DOCUMENT_PROCESSING_FAILED: { status: 'CONFLICT', message: 'This file could not be processed.' },
  DOCUMENT_TEXT_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'The document could not be read right now, so nothing was charged. Please try again shortly.',
  },
});
