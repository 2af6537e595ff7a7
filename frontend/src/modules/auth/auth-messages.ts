import { AUTH_ERROR_CODES } from '@studyhub/contracts';
import type { ApiFailure } from '@/modules/http/api-result';
import { displayName, type SessionUser } from './session-user';

/** Texts of spec section 8, word for word. */
export const AUTH_TEXT = {
  loginFailed: 'Login failed',
  loginFailedFallback: 'Please check your credentials and try again.',
  loginSucceeded: 'You have successfully logged in.',
  welcomeBack: 'Welcome Back!',
  signedIn: 'Successfully signed in!',
  googleFailed: 'Failed to sign in with Google',
  verifyEmailTitle: 'Please verify your email',
  verifyEmailText: 'Click the button below to resend the verification email to',
  resendVerification: 'Resend Verification Email',
  registrationFailed: 'Registration Failed',
  registrationFailedFallback: 'An error occurred during registration',
  registrationSucceeded: 'Please check your email for the confirmation link.',
  resetLinkSent: 'Reset Link Sent',
  resetFailed: 'Reset Failed',
  resetFailedFallback: 'Failed to send reset link. Please try again.',
  passwordUpdated: 'Password updated!',
  passwordUpdateFailed: 'Failed to update password',
  passwordUpdateFailedFallback: 'Please try again later.',
  passwordChanged: 'Password updated successfully',
} as const;

/** 'Welcome {name}!' or, without a name, 'Welcome Back!'. */
export function welcomeTitle(user: SessionUser): string {
  return user.full_name ? `Welcome ${displayName(user)}!` : AUTH_TEXT.welcomeBack;
}

export function verificationReminderText(email: string): string {
  return `${AUTH_TEXT.verifyEmailText} ${email}`;
}

/** Adds the wait a rate limit asks for, when the server named it. */
export function withRetryHint(failure: ApiFailure): string {
  if (failure.code !== 'RATE_LIMITED' || !failure.retryAfterSeconds) return failure.message;
  const seconds = failure.retryAfterSeconds;
  return `${failure.message} You can try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

export type LoginFailureFeedback = { kind: 'unverified' } | { kind: 'failed'; message: string };

/** What the login form shows for a refused sign-in. */
export function loginFailureFeedback(failure: ApiFailure): LoginFailureFeedback {
  if (failure.code === AUTH_ERROR_CODES.emailNotVerified) return { kind: 'unverified' };
  const isGeneric = ['UNEXPECTED_RESPONSE', 'SERVER_ERROR', 'VALIDATION_FAILED'].includes(failure.code);
  if (isGeneric || !failure.message) return { kind: 'failed', message: AUTH_TEXT.loginFailedFallback };
  return { kind: 'failed', message: withRetryHint(failure) };
}
