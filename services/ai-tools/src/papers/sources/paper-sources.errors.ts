import { defineErrors } from '@studyhub/platform';

export const PaperSourceErrors = defineErrors({
  SOURCE_NOT_FOUND: { status: 'NOT_FOUND', message: 'This source is not in the paper’s library.' },
  SOURCE_TITLE_NEEDED: {
    status: 'VALIDATION_FAILED',
    message: 'We could not look this source up. Please enter its title (and its authors and year) by hand.',
  },
  SOURCE_FILE_MISSING: { status: 'VALIDATION_FAILED', message: 'Please choose a PDF, Word or text file.' },
  SOURCE_FILE_TYPE: {
    status: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Reference files must be PDF, Word (.docx) or plain text.',
  },
  SOURCE_FILE_TOO_LARGE: { status: 'PAYLOAD_TOO_LARGE', message: 'Reference files can be at most 25 MB.' },
  REFERENCE_SEARCH_DISABLED: {
    status: 'SERVICE_UNAVAILABLE',
    message:
      'Reference search is not enabled on this server. An administrator can enable it by setting REFERENCE_SEARCH_URL for the ai-tools service (https://api.crossref.org by default).',
  },
  REFERENCE_SEARCH_UNAVAILABLE: {
    status: 'BAD_GATEWAY',
    message: 'The reference registry did not answer. Nothing was charged; please try again.',
  },
  SOURCE_LIBRARY_FULL: { status: 'CONFLICT', message: 'A paper’s library holds at most 100 sources.' },
});
