import { isShellHidden } from './shell-visibility';

describe('isShellHidden', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/wallet',
    '/dashboard/ai-writer/paper/123',
    '/admin',
    '/admin/login',
    '/admin/users',
    '/checkout/success',
    '/checkout/success/',
  ])('hides the shell on %s', (path) => {
    expect(isShellHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/about',
    '/checkout',
    '/cart',
    '/dashboards',
    '/administrator',
    '/blog/admin',
    '/documents/dashboard-design-notes',
    null,
    undefined,
  ])('shows the shell on %p', (path) => {
    expect(isShellHidden(path)).toBe(false);
  });
});
