import { defineErrors } from '@studyhub/platform';

export const ReportErrors = defineErrors({
  DOCUMENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'This document does not exist.' },
  OWN_DOCUMENT: { status: 'FORBIDDEN', message: 'You cannot report your own document.' },
  ALREADY_REPORTED: {
    status: 'CONFLICT',
    message: 'You have already reported this document. Our team is reviewing your report.',
  },
  TOO_MANY_REPORTS: {
    status: 'RATE_LIMITED',
    message: 'You have sent several reports in a short time. Please wait a while and try again.',
  },
  REPORT_NOT_FOUND: { status: 'NOT_FOUND', message: 'This report does not exist.' },
  REPORT_CLOSED: { status: 'CONFLICT', message: 'This report is already closed.' },
  DOCUMENT_ALREADY_DELETED: {
    status: 'CONFLICT',
    message: 'This document is already taken down; dismiss the report with a reply instead.',
  },
});
