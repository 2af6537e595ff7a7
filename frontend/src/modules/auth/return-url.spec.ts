import { buildAuthHref, buildReturnUrl, resolveReturnUrl, sanitizeReturnUrl, withReturnUrl } from './return-url';

describe('buildReturnUrl', () => {
  it('joins path and query', () => {
    expect(buildReturnUrl('/blog', '?page=2')).toBe('/blog?page=2');
    expect(buildReturnUrl('/blog', 'page=2')).toBe('/blog?page=2');
  });

  it('drops an empty query', () => {
    expect(buildReturnUrl('/about', '')).toBe('/about');
    expect(buildReturnUrl('/about', '?')).toBe('/about');
  });
});

describe('buildAuthHref', () => {
  it('carries path and query, encoded', () => {
    expect(buildAuthHref('/login', '/blog', '?page=2')).toBe('/login?returnUrl=%2Fblog%3Fpage%3D2');
    expect(buildAuthHref('/register', '/documents', '?q=calculus+notes&sort=rating')).toBe(
      '/register?returnUrl=%2Fdocuments%3Fq%3Dcalculus%2Bnotes%26sort%3Drating',
    );
  });

  it('carries the home page too', () => {
    expect(buildAuthHref('/login', '/', '')).toBe('/login?returnUrl=%2F');
  });

  it('keeps the existing returnUrl when already on an auth page', () => {
    expect(buildAuthHref('/register', '/login', '?returnUrl=%2Fcart')).toBe('/register?returnUrl=%2Fcart');
    expect(buildAuthHref('/login', '/register', '')).toBe('/login');
  });

  it('never forwards an off-site returnUrl from an auth page', () => {
    expect(buildAuthHref('/login', '/register', '?returnUrl=%2F%2Fevil.example')).toBe('/login');
    expect(buildAuthHref('/login', '/register', '?returnUrl=https%3A%2F%2Fevil.example')).toBe('/login');
  });
});

describe('sanitizeReturnUrl', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/blog?page=2', '/blog?page=2'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['', null],
    [null, null],
  ])('%p -> %p', (input, expected) => {
    expect(sanitizeReturnUrl(input)).toBe(expected);
  });
});

describe('resolveReturnUrl', () => {
  it('reads returnUrl, then from', () => {
    expect(resolveReturnUrl(new URLSearchParams('returnUrl=%2Fdashboard%2Fsettings'))).toBe('/dashboard/settings');
    expect(resolveReturnUrl(new URLSearchParams('from=%2Fcart'))).toBe('/cart');
    expect(resolveReturnUrl({ returnUrl: '/blog?page=2', from: '/cart' })).toBe('/blog?page=2');
    expect(resolveReturnUrl({ returnUrl: ['/cart', '/blog'] })).toBe('/cart');
  });

  it('falls back to from when returnUrl is unsafe', () => {
    expect(resolveReturnUrl({ returnUrl: 'https://evil.example', from: '/documents' })).toBe('/documents');
  });

  it.each([
    '//evil.example',
    '/login',
    '/login?returnUrl=%2F',
    '/register',
    '/auth/callback',
    '/admin/login',
    '/reset-password',
  ])('refuses %s', (value) => {
    expect(resolveReturnUrl({ returnUrl: value })).toBeNull();
  });

  it('keeps paths that only start like an auth page', () => {
    expect(resolveReturnUrl({ returnUrl: '/login-help' })).toBe('/login-help');
    expect(resolveReturnUrl({ returnUrl: '/authors' })).toBe('/authors');
  });

  it('is null without a target', () => {
    expect(resolveReturnUrl({})).toBeNull();
    expect(resolveReturnUrl(new URLSearchParams())).toBeNull();
  });
});

describe('withReturnUrl', () => {
  it('encodes the target', () => {
    expect(withReturnUrl('/login', '/dashboard/settings?tab=billing')).toBe(
      '/login?returnUrl=%2Fdashboard%2Fsettings%3Ftab%3Dbilling',
    );
    expect(withReturnUrl('/register', null)).toBe('/register');
  });
});
