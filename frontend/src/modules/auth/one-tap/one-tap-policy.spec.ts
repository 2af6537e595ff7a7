import { oneTapDestination, shouldOfferOneTap, type OneTapCircumstances } from './one-tap-policy';

const signedOut = { status: 'signed-out', reason: 'anonymous' } as const;
const offered = (overrides: Partial<OneTapCircumstances>) =>
  shouldOfferOneTap({
    session: signedOut,
    googleClientId: 'client.apps.example',
    pathname: '/',
    search: '',
    ...overrides,
  });

describe('shouldOfferOneTap', () => {
  it('prompts a signed-out visitor when Google sign-in is on', () => {
    expect(offered({})).toBe(true);
    expect(offered({ pathname: '/documents/calculus-notes', search: '?tab=reviews' })).toBe(true);
    expect(offered({ session: { status: 'signed-out', reason: 'ended' } })).toBe(true);
  });

  it('does not prompt while the session is read, for a signed-in visitor, or right after signing out', () => {
    expect(offered({ session: { status: 'loading' } })).toBe(false);
    expect(offered({ session: { status: 'signed-in' } })).toBe(false);
    expect(offered({ session: { status: 'signed-out', reason: 'logout' } })).toBe(false);
  });

  it('does not prompt when Google sign-in is off', () => {
    expect(offered({ googleClientId: null })).toBe(false);
    expect(offered({ googleClientId: '' })).toBe(false);
  });

  it('prompts on login and register, with or without a return target', () => {
    expect(offered({ pathname: '/login' })).toBe(true);
    expect(offered({ pathname: '/login', search: '?returnUrl=%2Fcart' })).toBe(true);
    expect(offered({ pathname: '/register', search: 'returnUrl=%2Fcart' })).toBe(true);
  });

  it('does not prompt again on the login page that reports a failed sign-in', () => {
    expect(offered({ pathname: '/login', search: '?error=google' })).toBe(false);
    expect(offered({ pathname: '/login/', search: '?returnUrl=%2Fcart&error=google' })).toBe(false);
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/dashboard/users', '/auth/callback', '/auth/resume'])(
    'does not prompt on %s',
    (pathname) => {
      expect(offered({ pathname })).toBe(false);
    },
  );

  it('only excludes whole path segments', () => {
    expect(offered({ pathname: '/administration-guide' })).toBe(true);
    expect(offered({ pathname: '/authors' })).toBe(true);
  });
});

describe('oneTapDestination', () => {
  it('continues from login and register to the return target, else the dashboard', () => {
    expect(oneTapDestination({ role: 'user' }, '/login', '?returnUrl=%2Fcart')).toBe('/cart');
    expect(oneTapDestination({ role: 'user' }, '/register', '?from=%2Fdashboard%2Fhelp')).toBe('/dashboard/help');
    expect(oneTapDestination({ role: 'user' }, '/login', '')).toBe('/dashboard');
  });

  it('ignores a return target that leaves the site or loops into signing in', () => {
    expect(oneTapDestination({ role: 'user' }, '/login', '?returnUrl=%2F%2Fevil.example')).toBe('/dashboard');
    expect(oneTapDestination({ role: 'user' }, '/login', '?returnUrl=%2Flogin')).toBe('/dashboard');
  });

  it('sends admins to the admin dashboard', () => {
    expect(oneTapDestination({ role: 'admin' }, '/login', '?returnUrl=%2Fcart')).toBe('/admin/dashboard');
  });

  it('stays on any other page', () => {
    expect(oneTapDestination({ role: 'user' }, '/', '')).toBeNull();
    expect(oneTapDestination({ role: 'user' }, '/documents/calculus-notes', '?returnUrl=%2Fcart')).toBeNull();
    expect(oneTapDestination({ role: 'admin' }, '/help', '')).toBeNull();
  });
});
