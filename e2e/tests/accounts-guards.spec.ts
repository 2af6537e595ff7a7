import { expect, test } from './support/fixtures';
import { DEMO, signInThroughApi, toast } from './support/accounts';

const ADMIN_ACCESS_REQUIRED = 'Unauthorized: Admin access required';

test.describe('guards for visitors', () => {
  for (const [path, destination] of [
    ['/dashboard', '/login?returnUrl=%2Fdashboard'],
    ['/dashboard/settings?tab=billing', '/login?returnUrl=%2Fdashboard%2Fsettings%3Ftab%3Dbilling'],
    ['/dashboard/help', '/login?returnUrl=%2Fdashboard%2Fhelp'],
    ['/checkout', '/login?returnUrl=%2Fcheckout'],
    ['/checkout/success', '/login?returnUrl=%2Fcheckout%2Fsuccess'],
    ['/admin', '/admin/login'],
    ['/admin/dashboard', '/admin/login'],
    ['/admin/users', '/admin/login'],
  ] as const) {
    test(`${path} sends a visitor to ${destination}`, async ({ page }) => {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location!, 'http://x');
      expect(`${location.pathname}${location.search}`).toBe(destination);
      await page.goto(path);
      await expect(page).toHaveURL(destination);
    });
  }

  test('an off-site returnUrl is ignored after signing in', async ({ page }) => {
    await page.goto('/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO.student.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('returnUrl round trip', () => {
  test('a visitor opening settings signs in and lands back on settings', async ({ page }) => {
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard%2Fsettings');
    await expect(page.getByRole('link', { name: 'Register' }).last()).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fdashboard%2Fsettings',
    );
    // Hold the answer a moment so the loading label can be seen.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO.student.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page).toHaveURL('/dashboard/settings');
    await expect(toast(page, /^Welcome /)).toContainText('You have successfully logged in.');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a signed-in visitor to login or register goes on to returnUrl, else the dashboard', async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
    await page.goto('/login?returnUrl=%2Fdashboard%2Fhelp');
    await expect(page).toHaveURL('/dashboard/help');
    await page.goto('/register?from=%2Fdashboard%2Fsettings');
    await expect(page).toHaveURL('/dashboard/settings');
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('admin guard', () => {
  test('a student is sent to the admin login with the reason', async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
    for (const path of ['/admin', '/admin/dashboard', '/admin/users']) {
      await page.goto(path);
      await expect(page).toHaveURL('/admin/login?error=admin-required');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(ADMIN_ACCESS_REQUIRED);
    }
    // The student's own area is untouched.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a student signing in at the admin login is refused with the message', async ({ page }) => {
    await page.goto('/admin/login');
    const form = page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(DEMO.student.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.student.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(ADMIN_ACCESS_REQUIRED);
    await expect(page).toHaveURL('/admin/login');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('an admin signs in to the admin dashboard and signs out to the admin login', async ({ page }) => {
    await page.goto('/admin/login');
    const form = page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(DEMO.admin.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Overview', 'Documents', 'Users', 'Withdrawals', 'Blog management']) {
      await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin/dashboard');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /account menu/ }).click();
    await expect(banner.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      /^\/admin\/users\/[0-9a-f-]{36}$/,
    );
    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
  });

  test('an admin signing in on the member login goes to the admin dashboard', async ({ page }) => {
    await page.goto('/login?returnUrl=%2Fdashboard%2Fsettings');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO.admin.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});

test.describe('expired sessions', () => {
  test('an expired access token is renewed before the guard decides', async ({ page, context }) => {
    await signInThroughApi(page, DEMO.student);
    const cookies = await context.cookies();
    const access = cookies.find((cookie) => cookie.name === 'sh_access')!;
    const [header, body, signature] = access.value.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const expired = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 })).toString(
      'base64url',
    );
    await context.addCookies([{ ...access, value: `${header}.${expired}.${signature}` }]);

    await page.goto('/dashboard/settings?tab=security');
    await expect(page).toHaveURL('/dashboard/settings?tab=security');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    const renewed = (await context.cookies()).find((cookie) => cookie.name === 'sh_access')!;
    expect(renewed.value).not.toBe(access.value);
  });

  test('a session that cannot be renewed ends at the login with returnUrl', async ({ page, context, baseURL }) => {
    await signInThroughApi(page, DEMO.student);
    const logout = await page.request.post('/api/auth/logout', {
      headers: { 'x-csrf-token': (await context.cookies()).find((cookie) => cookie.name === 'sh_csrf')?.value ?? '' },
    });
    expect(logout.status()).toBe(204);
    // A stale, expired access cookie and CSRF cookie remain, as after a long absence.
    const stale = Buffer.from(JSON.stringify({ sub: 'x', role: 'user', status: 'active', exp: 1 })).toString(
      'base64url',
    );
    const domain = new URL(baseURL!).hostname;
    await context.addCookies([
      { name: 'sh_access', value: `e30.${stale}.sig`, domain, path: '/' },
      { name: 'sh_csrf', value: 'stale', domain, path: '/' },
    ]);
    await page.goto('/dashboard/help');
    await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard%2Fhelp');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
