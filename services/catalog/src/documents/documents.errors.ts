import { defineErrors } from '@studyhub/platform';

export const DocumentErrors = defineErrors({
  DOCUMENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Document not found' },
  INVALID_REFERENCE: { status: 'BAD_REQUEST', message: 'Some fields are not valid.' },
  TRANSITION_NOT_ALLOWED: { status: 'CONFLICT', message: 'This document cannot move to that status.' },
  NOT_A_BUYER: { status: 'FORBIDDEN', message: 'Only buyers of this document can review it.' },
  OWN_DOCUMENT_REVIEW: { status: 'FORBIDDEN', message: 'You cannot review your own document.' },
  ALREADY_REVIEWED: { status: 'CONFLICT', message: 'You have already reviewed this document.' },
  FILE_NOT_PROCESSED: {
    status: 'CONFLICT',
    message: 'This document cannot be approved yet: its file has not been processed.',
  },
  NOT_OWNER: { status: 'FORBIDDEN', message: 'Only the seller of this document can do this.' },
});
