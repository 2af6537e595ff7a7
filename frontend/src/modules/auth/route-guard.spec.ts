import type { AccessTokenState } from './access-token';
import { decideRouteAccess, routeAreaOf } from './route-guard';

const NONE: AccessTokenState = { kind: 'none' };
const EXPIRED: AccessTokenState = { kind: 'expired' };
const active = (role: string, status = 'active'): AccessTokenState => ({
  kind: 'active',
  claims: { userId: 'u1', role, status, expiresAt: Date.now() + 600_000 },
});

const decide = (path: string, session: AccessTokenState) => {
  const [pathname = '', query = ''] = path.split('?');
  return decideRouteAccess({ pathname, search: query ? `?${query}` : '', session });
};

describe('routeAreaOf', () => {
  it.each([
    ['/dashboard', 'member'],
    ['/dashboard/', 'member'],
    ['/dashboard/settings', 'member'],
    ['/checkout', 'member'],
    ['/checkout/success', 'member'],
    ['/admin', 'admin'],
    ['/admin/users', 'admin'],
    ['/admin/login', 'admin-login'],
    ['/admin/login/', 'admin-login'],
    ['/login', 'guest-only'],
    ['/register', 'guest-only'],
    ['/dashboards-guide', 'public'],
    ['/administrator', 'public'],
    ['/checkouts', 'public'],
    ['/', 'public'],
  ])('%s is %s', (path, area) => {
    expect(routeAreaOf(path)).toBe(area);
  });
});

describe('decideRouteAccess', () => {
  describe('dashboard and checkout', () => {
    it('let a signed-in visitor in', () => {
      expect(decide('/dashboard/settings', active('user'))).toEqual({ kind: 'allow' });
      expect(decide('/checkout', active('admin'))).toEqual({ kind: 'allow' });
    });

    it('send a visitor to sign in, carrying path and query', () => {
      expect(decide('/dashboard/settings?tab=billing', NONE)).toEqual({
        kind: 'redirect',
        location: '/login?returnUrl=%2Fdashboard%2Fsettings%3Ftab%3Dbilling',
      });
      expect(decide('/checkout', NONE)).toEqual({ kind: 'redirect', location: '/login?returnUrl=%2Fcheckout' });
    });

    it('renew an expired session before deciding', () => {
      expect(decide('/dashboard', EXPIRED)).toEqual({
        kind: 'redirect',
        location: '/auth/resume?returnUrl=%2Fdashboard',
      });
    });
  });

  describe('admin area', () => {
    it('lets an active admin in', () => {
      expect(decide('/admin/dashboard', active('admin'))).toEqual({ kind: 'allow' });
    });

    it('sends a visitor to the admin login', () => {
      expect(decide('/admin/users', NONE)).toEqual({ kind: 'redirect', location: '/admin/login' });
    });

    it('sends a non-admin or an inactive admin to the admin login with the reason', () => {
      expect(decide('/admin', active('user'))).toEqual({
        kind: 'redirect',
        location: '/admin/login?error=admin-required',
      });
      expect(decide('/admin/dashboard', active('admin', 'inactive'))).toEqual({
        kind: 'redirect',
        location: '/admin/login?error=admin-required',
      });
    });

    it('renews an expired session before deciding', () => {
      expect(decide('/admin/dashboard', EXPIRED)).toEqual({
        kind: 'redirect',
        location: '/auth/resume?returnUrl=%2Fadmin%2Fdashboard',
      });
    });

    it('shows the admin login to everyone but an active admin', () => {
      expect(decide('/admin/login', NONE)).toEqual({ kind: 'allow' });
      expect(decide('/admin/login?error=admin-required', active('user'))).toEqual({ kind: 'allow' });
      expect(decide('/admin/login', active('admin'))).toEqual({ kind: 'redirect', location: '/admin/dashboard' });
    });
  });

  describe('login and register', () => {
    it('are for visitors', () => {
      expect(decide('/login', NONE)).toEqual({ kind: 'allow' });
      expect(decide('/register?returnUrl=%2Fcart', EXPIRED)).toEqual({ kind: 'allow' });
    });

    it('send a signed-in visitor on to returnUrl or from, else the dashboard', () => {
      expect(decide('/login?returnUrl=%2Fcart', active('user'))).toEqual({ kind: 'redirect', location: '/cart' });
      expect(decide('/register?from=%2Fblog', active('user'))).toEqual({ kind: 'redirect', location: '/blog' });
      expect(decide('/login', active('user'))).toEqual({ kind: 'redirect', location: '/dashboard' });
      expect(decide('/login?returnUrl=https%3A%2F%2Fevil.example', active('user'))).toEqual({
        kind: 'redirect',
        location: '/dashboard',
      });
    });
  });

  it('leaves public pages alone', () => {
    expect(decide('/about', NONE)).toEqual({ kind: 'allow' });
    expect(decide('/auth/callback', EXPIRED)).toEqual({ kind: 'allow' });
  });
});
