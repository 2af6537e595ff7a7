import { sessionCookieOptions } from './cookie-options';

describe('sessionCookieOptions', () => {
  it('keeps both tokens away from scripts and lets pages read the CSRF token, for 7 days', () => {
    const options = sessionCookieOptions(true);
    expect(options.access).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 604800 });
    expect(options.refresh).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: 604800,
    });
    expect(options.csrf).toEqual({ httpOnly: false, secure: true, sameSite: 'lax', path: '/', maxAge: 604800 });
  });

  it('drops Secure when told (plain-http development)', () => {
    const options = sessionCookieOptions(false);
    expect([options.access.secure, options.refresh.secure, options.csrf.secure]).toEqual([false, false, false]);
  });
});
