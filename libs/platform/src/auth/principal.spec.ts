import { ACCESS_TOKEN_COOKIE, extractAccessToken, isActiveAdmin, readCookie } from './principal';

describe('extractAccessToken', () => {
  it('reads a Bearer token', () => {
    expect(extractAccessToken({ authorization: 'Bearer abc.def.ghi' })).toBe('abc.def.ghi');
  });

  it('accepts any case and spacing of the scheme', () => {
    expect(extractAccessToken({ authorization: 'bearer   abc.def.ghi' })).toBe('abc.def.ghi');
    expect(extractAccessToken({ authorization: 'BEARER\tabc' })).toBe('abc');
  });

  it('prefers the Bearer header over the session cookie', () => {
    expect(
      extractAccessToken({ authorization: 'Bearer from-header', cookie: `${ACCESS_TOKEN_COOKIE}=from-cookie` }),
    ).toBe('from-header');
  });

  it('falls back to the session cookie', () => {
    expect(extractAccessToken({ cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=from-cookie` })).toBe('from-cookie');
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['no token', 'Bearer'],
    ['only spaces after the scheme', 'Bearer    '],
    ['two tokens', 'Bearer abc def'],
    ['no space', 'Bearerabc'],
  ])('returns nothing for a malformed header (%s), without falling back to the cookie', (_, authorization) => {
    expect(extractAccessToken({ authorization, cookie: `${ACCESS_TOKEN_COOKIE}=from-cookie` })).toBeUndefined();
  });

  it('returns nothing when there is neither header nor cookie', () => {
    expect(extractAccessToken({})).toBeUndefined();
    expect(extractAccessToken({ cookie: 'theme=dark' })).toBeUndefined();
  });

  it('treats an empty header as absent', () => {
    expect(extractAccessToken({ authorization: '', cookie: `${ACCESS_TOKEN_COOKIE}=from-cookie` })).toBe('from-cookie');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others, ignoring spaces', () => {
    expect(readCookie('a=1;  sh_access=tok ;b=2', 'sh_access')).toBe('tok');
  });

  it('matches the whole name, not a suffix or prefix', () => {
    expect(readCookie('xsh_access=wrong; sh_access_old=wrong2; sh_access=right', 'sh_access')).toBe('right');
  });

  it('returns the first of repeated cookies', () => {
    expect(readCookie('sh_access=first; sh_access=second', 'sh_access')).toBe('first');
  });

  it('strips surrounding double quotes', () => {
    expect(readCookie('sh_access="quoted.value"', 'sh_access')).toBe('quoted.value');
  });

  it('percent-decodes the value', () => {
    expect(readCookie('name=J%C3%BCrgen%20M.', 'name')).toBe('Jürgen M.');
    expect(readCookie('sh_access="a%2Bb%3D"', 'sh_access')).toBe('a+b=');
  });

  it('keeps equals signs inside the value', () => {
    expect(readCookie('data=a=b=c', 'data')).toBe('a=b=c');
  });

  it('returns nothing for a value that is not valid percent-encoding', () => {
    expect(readCookie('sh_access=%E0%A4%A', 'sh_access')).toBeUndefined();
  });

  it('skips parts without an equals sign', () => {
    expect(readCookie('garbage; sh_access=tok', 'sh_access')).toBe('tok');
  });

  it('returns nothing for a missing header or cookie', () => {
    expect(readCookie(undefined, 'sh_access')).toBeUndefined();
    expect(readCookie('', 'sh_access')).toBeUndefined();
    expect(readCookie('other=1', 'sh_access')).toBeUndefined();
  });

  it('returns an empty value as empty', () => {
    expect(readCookie('sh_access=', 'sh_access')).toBe('');
  });
});

describe('isActiveAdmin', () => {
  it('is true only for an active admin', () => {
    expect(isActiveAdmin({ userId: 'u', role: 'admin', status: 'active' })).toBe(true);
    expect(isActiveAdmin({ userId: 'u', role: 'admin', status: 'inactive' })).toBe(false);
    expect(isActiveAdmin({ userId: 'u', role: 'user', status: 'active' })).toBe(false);
    expect(isActiveAdmin(undefined)).toBe(false);
  });
});
