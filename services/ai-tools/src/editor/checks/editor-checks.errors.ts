import { defineErrors } from '@studyhub/platform';

export const EditorChecksErrors = defineErrors({
  EDITOR_CHECKS_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'The writing checks are unavailable right now. Please try again shortly.',
  },
});
