import { ADMIN_ACCESS_REQUIRED } from '@studyhub/contracts';
import { AppError, defineErrors } from '@studyhub/platform';

/** Codes of sign-in, registration and passwords (AUTH_ERROR_CODES in the contracts). */
export const AccountsErrors = defineErrors({
  /** One answer for an unknown e-mail and a wrong password. */
  INVALID_CREDENTIALS: { status: 'UNAUTHENTICATED', message: 'Invalid email or password.' },
  /** Spec: the toast 'Please verify your email' with 'Resend Verification Email'. */
  EMAIL_NOT_VERIFIED: { status: 'FORBIDDEN', message: 'Please verify your email' },
  ACCOUNT_INACTIVE: { status: 'FORBIDDEN', message: 'Your account is not active.' },
  EMAIL_TAKEN: { status: 'CONFLICT', message: 'An account with this email already exists.' },
  INVALID_TOKEN: { status: 'BAD_REQUEST', message: 'This link is invalid or has expired.' },
  CSRF_FAILED: {
    status: 'FORBIDDEN',
    message: 'Your session could not be verified. Please reload the page and try again.',
  },
});

/** Spec: admin login by anyone but an active admin. */
export const adminAccessRequired = (): AppError => AppError.of('FORBIDDEN', ADMIN_ACCESS_REQUIRED);

/** The refresh token is unknown, spent, revoked or expired: the client signs in again. */
export const sessionEnded = (): AppError => AppError.of('UNAUTHENTICATED');

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
