import { UPLOADS_CLOSED_MESSAGE } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const UploadsSwitchErrors = defineErrors({
  UPLOADS_CLOSED: { status: 'FORBIDDEN', message: UPLOADS_CLOSED_MESSAGE },
});
