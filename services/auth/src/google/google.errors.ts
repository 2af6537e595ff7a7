import { AUTH_ERROR_CODES } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

/** Spec section 8, sign in. */
export const GOOGLE_SIGN_IN_FAILED = 'Failed to sign in with Google';

/** Failures of Google sign-in that reach the client as an error body (the ID-token route). */
export const GoogleErrors = defineErrors({
  GOOGLE_SIGN_IN_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Google sign-in is not available on this site.',
  },
  GOOGLE_UNREACHABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Google sign-in is unavailable right now. Please try again shortly.',
  },
  [AUTH_ERROR_CODES.invalidToken]: { status: 'UNAUTHENTICATED', message: GOOGLE_SIGN_IN_FAILED },
  [AUTH_ERROR_CODES.accountInactive]: { status: 'FORBIDDEN', message: 'Your account is not active.' },
});
