import { RETURN_URL_MAX_LENGTH, sanitizeReturnUrl } from './return-url';

describe('sanitizeReturnUrl', () => {
  it.each(['/dashboard', '/dashboard/help', '/documents/intro-to-law?page=2#reviews', '/'])(
    'keeps the same-site path %j',
    (value) => {
      expect(sanitizeReturnUrl(value)).toBe(value);
    },
  );

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a path that resolves to a protocol-relative one', '/..//evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/dashboard\n'],
    ['a relative path', 'dashboard'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['the empty string', ''],
    ['the login page (a loop)', '/login?returnUrl=%2Fdashboard'],
    ['the callback page (a loop)', '/auth/callback'],
    ['an auth API route', '/api/auth/google'],
  ])('drops %s', (_label, value) => {
    expect(sanitizeReturnUrl(value)).toBeNull();
  });

  it('drops values that are not a single string, and overlong ones', () => {
    expect(sanitizeReturnUrl(undefined)).toBeNull();
    expect(sanitizeReturnUrl(['/a', '/b'])).toBeNull();
    expect(sanitizeReturnUrl(`/${'a'.repeat(RETURN_URL_MAX_LENGTH)}`)).toBeNull();
  });

  it('keeps pages whose names merely start like sign-in pages', () => {
    expect(sanitizeReturnUrl('/login-help')).toBe('/login-help');
    expect(sanitizeReturnUrl('/authors/ada')).toBe('/authors/ada');
  });
});
