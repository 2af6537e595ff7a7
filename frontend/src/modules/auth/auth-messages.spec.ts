import {
  AUTH_TEXT,
  loginFailureFeedback,
  verificationReminderText,
  welcomeTitle,
  withRetryHint,
} from './auth-messages';
import { parseUser } from './session-user';

const user = (fullName: string | null) => parseUser({ id: 'u1', email: 'maya@example.edu', full_name: fullName })!;

describe('welcomeTitle', () => {
  it('greets by name, else welcomes back', () => {
    expect(welcomeTitle(user('Maya Chen'))).toBe('Welcome Maya Chen!');
    expect(welcomeTitle(user(null))).toBe('Welcome Back!');
  });
});

describe('verificationReminderText', () => {
  it('ends with the address', () => {
    expect(verificationReminderText('maya@example.edu')).toBe(
      'Click the button below to resend the verification email to maya@example.edu',
    );
  });
});

describe('loginFailureFeedback', () => {
  it('asks an unverified user to verify', () => {
    expect(loginFailureFeedback({ code: 'EMAIL_NOT_VERIFIED', message: 'Verify first.' })).toEqual({
      kind: 'unverified',
    });
  });

  it('shows the server message for wrong credentials and inactive accounts', () => {
    expect(loginFailureFeedback({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' })).toEqual({
      kind: 'failed',
      message: 'Invalid email or password.',
    });
    expect(loginFailureFeedback({ code: 'ACCOUNT_INACTIVE', message: 'This account is inactive.' })).toEqual({
      kind: 'failed',
      message: 'This account is inactive.',
    });
  });

  it('falls back to the spec text when the server said nothing useful', () => {
    expect(loginFailureFeedback({ code: 'SERVER_ERROR', message: 'x' })).toEqual({
      kind: 'failed',
      message: AUTH_TEXT.loginFailedFallback,
    });
  });

  it('tells how long a rate limit lasts', () => {
    expect(
      loginFailureFeedback({ code: 'RATE_LIMITED', message: 'Too many requests.', retryAfterSeconds: 30 }),
    ).toEqual({ kind: 'failed', message: 'Too many requests. You can try again in 30 seconds.' });
    expect(withRetryHint({ code: 'RATE_LIMITED', message: 'Too many requests.' })).toBe('Too many requests.');
  });
});
