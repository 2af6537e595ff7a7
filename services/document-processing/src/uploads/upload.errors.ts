import { defineErrors } from '@studyhub/platform';

export const UploadErrors = defineErrors({
  DOCUMENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Document not found' },
  FILE_REQUIRED: { status: 'BAD_REQUEST', message: 'Please choose a PDF, DOCX or PPTX file.' },
  ONE_FILE_ONLY: { status: 'BAD_REQUEST', message: 'Please send one file only.' },
  FILE_TOO_LARGE: { status: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FILE_TYPE_NOT_SUPPORTED: { status: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a PDF, DOCX or PPTX file.' },
  FILE_REFUSED: { status: 'BAD_REQUEST', message: 'This file cannot be accepted.' },
  NOT_UPLOADABLE: { status: 'CONFLICT', message: 'This document no longer accepts files.' },
  STILL_PROCESSING: {
    status: 'CONFLICT',
    message: 'The previous file is still being processed. Please wait until it finishes.',
  },
  NO_UPLOAD: { status: 'NOT_FOUND', message: 'No file has been uploaded for this document yet.' },
  NOT_ALLOWED_TO_READ: { status: 'FORBIDDEN', message: 'Only the owner, buyers and admins can open this file.' },
  FILE_NOT_READY: { status: 'CONFLICT', message: 'The file is still being processed.' },
});
