import { REGISTRATION_CLOSED_MESSAGE } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const RegistrationErrors = defineErrors({
  REGISTRATION_CLOSED: { status: 'FORBIDDEN', message: REGISTRATION_CLOSED_MESSAGE },
});
