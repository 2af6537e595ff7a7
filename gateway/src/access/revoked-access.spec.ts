import { withoutAccessCookie } from './revoked-access';

describe('withoutAccessCookie', () => {
  it('removes the access cookie and keeps the others in order', () => {
    expect(withoutAccessCookie('sh_csrf=c1; sh_access=token; sh_refresh=r1')).toBe('sh_csrf=c1; sh_refresh=r1');
  });

  it('leaves nothing when the access cookie was the only one', () => {
    expect(withoutAccessCookie('sh_access=token')).toBeUndefined();
    expect(withoutAccessCookie(undefined)).toBeUndefined();
  });

  it('keeps cookies whose names only contain the access cookie name', () => {
    expect(withoutAccessCookie('xsh_access=1;sh_access_old=2;theme')).toBe('xsh_access=1; sh_access_old=2; theme');
  });
});
