import { afterSignInUrl, callbackParamsOf, failedSignInUrl } from './google-redirects';

const SITE = 'https://studyhub.com';

describe('Google sign-in redirects', () => {
  it('continues to the frontend callback with the return path', () => {
    expect(afterSignInUrl(SITE, '/dashboard/help?tab=1')).toBe(
      'https://studyhub.com/auth/callback?returnUrl=%2Fdashboard%2Fhelp%3Ftab%3D1',
    );
    expect(afterSignInUrl(SITE, null)).toBe('https://studyhub.com/auth/callback');
  });

  it('sends failures to the login page, inactive accounts with their own code', () => {
    expect(failedSignInUrl(SITE, 'unknown_state', null)).toBe('https://studyhub.com/login?error=google');
    expect(failedSignInUrl(SITE, 'email_not_verified', '/checkout')).toBe(
      'https://studyhub.com/login?returnUrl=%2Fcheckout&error=google',
    );
    expect(failedSignInUrl(SITE, 'account_inactive', null)).toBe('https://studyhub.com/login?error=inactive');
    expect(failedSignInUrl(SITE, null, null)).toBe('https://studyhub.com/login?error=google');
  });

  it('passes on single text parameters of the callback and drops the rest', () => {
    expect(callbackParamsOf({ code: 'c', state: 's', iss: 'https://accounts.google.com', extra: ['a', 'b'] })).toEqual({
      code: 'c',
      state: 's',
      iss: 'https://accounts.google.com',
    });
    expect(callbackParamsOf(undefined)).toEqual({});
  });
});
