import { defineErrors } from '@studyhub/platform';

export const LegalPageErrors = defineErrors({
  LEGAL_PAGE_NOT_FOUND: { status: 'NOT_FOUND', message: 'This legal page does not exist.' },
  PAGE_VERSION_NOT_FOUND: { status: 'NOT_FOUND', message: 'This version of the page does not exist.' },
  VERSION_NOT_A_DRAFT: {
    status: 'CONFLICT',
    message: 'Only a draft can be edited. Create a new version instead.',
  },
  VERSION_NOT_SCHEDULED: {
    status: 'CONFLICT',
    message: 'Only a version waiting for its publication time can be unscheduled.',
  },
  VERSION_ALREADY_PUBLISHED: {
    status: 'CONFLICT',
    message: 'This version has already been published. Restore it to publish its text again.',
  },
});
