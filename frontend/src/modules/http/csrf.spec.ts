import { readCookie } from './cookies';
import { csrfHeadersFor, hasSessionCookie } from './csrf';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; sh_csrf=abc%3D; b=2', 'sh_csrf')).toBe('abc=');
    expect(readCookie('sh_csrf="quoted"', 'sh_csrf')).toBe('quoted');
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('xsh_csrf=1', 'sh_csrf')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('sh_csrf=%E0%A4%A', 'sh_csrf')).toBe('%E0%A4%A');
  });

  it.each([null, undefined, '', 'other=1'])('is null without the cookie (%p)', (header) => {
    expect(readCookie(header, 'sh_csrf')).toBeNull();
  });
});

describe('csrfHeadersFor', () => {
  const cookies = 'sh_access=jwt; sh_csrf=t0k3n';

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('echoes the cookie on %s', (method) => {
    expect(csrfHeadersFor(method, cookies)).toEqual({ 'x-csrf-token': 't0k3n' });
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('adds nothing to %s', (method) => {
    expect(csrfHeadersFor(method, cookies)).toEqual({});
  });

  it('adds nothing when there is no session', () => {
    expect(csrfHeadersFor('POST', 'NEXT_LOCALE=en')).toEqual({});
  });
});

describe('hasSessionCookie', () => {
  it('looks for the readable session cookie', () => {
    expect(hasSessionCookie('sh_csrf=1')).toBe(true);
    expect(hasSessionCookie('sh_access=1')).toBe(false);
  });
});
