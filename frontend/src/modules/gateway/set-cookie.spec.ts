import { applySetCookies, parseSetCookie } from './set-cookie';

describe('parseSetCookie', () => {
  it('reads name and value and ignores attributes', () => {
    expect(parseSetCookie('sh_access=abc.def; Path=/; HttpOnly; Max-Age=604800')).toEqual({
      name: 'sh_access',
      value: 'abc.def',
      isDeletion: false,
    });
  });

  it('recognises deletions', () => {
    expect(parseSetCookie('sh_access=; Path=/; Max-Age=0')?.isDeletion).toBe(true);
    expect(parseSetCookie('sh_csrf=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT')?.isDeletion).toBe(true);
  });

  it('refuses a line without a name', () => {
    expect(parseSetCookie('=x')).toBeNull();
    expect(parseSetCookie('garbage')).toBeNull();
  });
});

describe('applySetCookies', () => {
  it('replaces renewed cookies and keeps the others', () => {
    expect(
      applySetCookies('NEXT_LOCALE=en; sh_access=old; sh_refresh=r1', [
        'sh_access=new; Path=/; HttpOnly',
        'sh_refresh=r2; Path=/api/auth; HttpOnly',
        'sh_csrf=c2; Path=/',
      ]),
    ).toBe('NEXT_LOCALE=en; sh_access=new; sh_refresh=r2; sh_csrf=c2');
  });

  it('drops deleted cookies', () => {
    expect(applySetCookies('sh_access=old; a=1', ['sh_access=; Max-Age=0'])).toBe('a=1');
  });

  it('starts from no cookies', () => {
    expect(applySetCookies(null, ['sh_access=t'])).toBe('sh_access=t');
  });
});
