import { postLoginDestination, postLogoutDestination, signedInVisitorDestination } from './post-login-destination';

describe('postLoginDestination', () => {
  it('sends admins to the admin dashboard, whatever they were doing', () => {
    expect(postLoginDestination({ role: 'admin' }, null)).toBe('/admin/dashboard');
    expect(postLoginDestination({ role: 'admin' }, '/dashboard/settings')).toBe('/admin/dashboard');
  });

  it('sends everyone else back where they were, else to the dashboard', () => {
    expect(postLoginDestination({ role: 'user' }, '/dashboard/settings')).toBe('/dashboard/settings');
    expect(postLoginDestination({ role: 'user' }, null)).toBe('/dashboard');
    expect(postLoginDestination({ role: 'moderator' }, null)).toBe('/dashboard');
  });
});

describe('signedInVisitorDestination', () => {
  it('prefers the return target', () => {
    expect(signedInVisitorDestination('/cart')).toBe('/cart');
    expect(signedInVisitorDestination(null)).toBe('/dashboard');
  });
});

describe('postLogoutDestination', () => {
  it('sends a session whose user has not loaded by where it signs out', () => {
    expect(postLogoutDestination(null, '/admin/dashboard')).toBe('/admin/login');
    expect(postLogoutDestination(null, '/administrator')).toBe('/');
    expect(postLogoutDestination(null, '/dashboard')).toBe('/');
    expect(postLogoutDestination({ role: 'user' }, '/admin/dashboard')).toBe('/');
  });

  it('sends admins to the admin login and others home', () => {
    expect(postLogoutDestination({ role: 'admin' })).toBe('/admin/login');
    expect(postLogoutDestination({ role: 'user' })).toBe('/');
    expect(postLogoutDestination(null)).toBe('/');
  });
});
