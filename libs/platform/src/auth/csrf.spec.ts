import { isCsrfSafe } from './csrf';

describe('isCsrfSafe', () => {
  const cookie = 'sh_access=tok; sh_csrf=abc123';

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('lets the safe method %s through', (method) => {
    expect(isCsrfSafe(method, { cookie })).toBe(true);
  });

  it('lets a write with a Bearer token through: it is not cookie-authenticated', () => {
    expect(isCsrfSafe('POST', { authorization: 'Bearer x', cookie })).toBe(true);
  });

  it('accepts a cookie-authenticated write echoing the cookie in the header', () => {
    expect(isCsrfSafe('POST', { cookie, 'x-csrf-token': 'abc123' })).toBe(true);
  });

  it.each([
    ['no header', { cookie }],
    ['a different header value', { cookie, 'x-csrf-token': 'abc124' }],
    ['a header of another length', { cookie, 'x-csrf-token': 'abc' }],
    ['no csrf cookie', { cookie: 'sh_access=tok', 'x-csrf-token': 'abc123' }],
    ['an empty header', { cookie, 'x-csrf-token': '' }],
    ['a repeated header', { cookie, 'x-csrf-token': ['abc123', 'abc123'] }],
  ])('refuses a cookie-authenticated write with %s', (_, headers) => {
    expect(isCsrfSafe('DELETE', headers)).toBe(false);
  });
});
