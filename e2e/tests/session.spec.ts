import { expect, fulfilJson, mockSignedIn, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('signed-in shell', () => {
  test('shows the points balance and the user menu instead of Log in', async ({ page }) => {
    await mockSignedIn(page, { balance: 12500 });
    await openPage(page, '/about');
    const header = page.getByRole('banner');
    const balance = header.getByTestId('points-balance');
    await expect(balance).toHaveText(/12,500 points/);
    await expect(balance).toHaveAttribute('href', '/dashboard/wallet');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);

    const menuButton = header.getByRole('button', { name: /Maya Chen account menu/ });
    await menuButton.click();
    const panel = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(panel).toContainText('maya.chen@example.edu');
    const expected: [string, string][] = [
      ['Dashboard', '/dashboard'],
      ['My Documents', '/dashboard/documents'],
      ['Help Center', '/dashboard/help'],
      ['Wallet', '/dashboard/wallet'],
      ['Settings', '/dashboard/settings'],
    ];
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('shows the initial when there is no avatar and the picture when there is one', async ({ page }) => {
    await mockSignedIn(page, { user: { avatar_url: '/api/storage/avatars/maya/photo.png' } });
    await page.route('**/api/storage/avatars/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>',
      }),
    );
    await openPage(page, '/about');
    await expect(page.getByRole('banner').locator('img[src="/api/storage/avatars/maya/photo.png"]')).toBeVisible();
  });

  test('a broken avatar falls back to the initials', async ({ page }) => {
    await mockSignedIn(page, { user: { avatar_url: '/api/storage/avatars/missing.png' } });
    await page.route('**/api/storage/avatars/**', (route) => route.fulfill({ status: 404, body: '' }));
    await openPage(page, '/about');
    const button = page.getByRole('banner').getByRole('button', { name: /account menu/ });
    await expect(button).toContainText('MC');
    await expect(button.locator('img')).toHaveCount(0);
  });

  test('Sign Out posts to /api/auth/logout and goes home', async ({ page }) => {
    await mockSignedIn(page);
    let logoutCalls = 0;
    await page.route('**/api/auth/logout', async (route) => {
      expect(route.request().method()).toBe('POST');
      logoutCalls += 1;
      await fulfilJson(route, 200, { data: { ok: true } });
    });
    await openPage(page, '/help');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click();
    // The signed-in sidebar has a Sign Out too; this is the user menu's.
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    expect(logoutCalls).toBe(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('Sign Out ignores a failing logout call', async ({ page }) => {
    await mockSignedIn(page);
    await page.route('**/api/auth/logout', (route) => route.abort('connectionfailed'));
    await openPage(page, '/help');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click();
    // The signed-in sidebar has a Sign Out too; this is the user menu's.
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  });

  test('a balance that cannot be read still shows the wallet link', async ({ page }) => {
    await mockSignedIn(page);
    await page.unroute('**/api/points/balance');
    await page.route('**/api/points/balance', (route) =>
      fulfilJson(route, 503, { error: { code: 'UNAVAILABLE', message: 'x' } }),
    );
    await openPage(page, '/about');
    await expect(page.getByRole('banner').getByTestId('points-balance')).toHaveText(/Points/);
    await expect(page.getByRole('banner').getByRole('button', { name: /account menu/ })).toBeVisible();
  });
});

test.describe('signed-out shell', () => {
  for (const [label, respond] of [
    ['401', { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'No user logged in' } } }],
    ['500', { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }],
    ['a malformed body', { status: 200, body: { data: {} } }],
  ] as const) {
    test(`any failure of /api/auth/me (${label}) means signed out`, async ({ page }) => {
      await page.route('**/api/auth/me', (route) => fulfilJson(route, respond.status, respond.body));
      let balanceCalls = 0;
      await page.route('**/api/points/balance', async (route) => {
        balanceCalls += 1;
        await fulfilJson(route, 200, { data: { points_balance: 1 } });
      });
      await openPage(page, '/about');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('banner').getByTestId('points-balance')).toHaveCount(0);
      expect(balanceCalls).toBe(0);
    });
  }
});

test.describe('Log in and Register carry returnUrl', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  for (const [path, encoded] of [
    ['/blog?page=2', '%2Fblog%3Fpage%3D2'],
    ['/about', '%2Fabout'],
    ['/', '%2F'],
    ['/legal/terms?ref=footer&x=a%20b', '%2Flegal%2Fterms%3Fref%3Dfooter%26x%3Da%2Bb'],
  ] as const) {
    test(`on ${path}`, async ({ page }) => {
      await openPage(page, path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?returnUrl=${encoded}`);
      await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        `/register?returnUrl=${encoded}`,
      );
    });
  }

  test('follows client-side navigation', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fhelp',
    );
  });
});

test.describe('layout stability', () => {
  test('the session arriving late does not shift the page', async ({ page, context, baseURL }) => {
    // The readable session cookie tells the server to reserve the signed-in sidebar's room.
    await context.addCookies([{ name: 'sh_csrf', value: 'e2e', domain: new URL(baseURL!).hostname, path: '/' }]);
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await fulfilJson(route, 200, {
        data: { user: { id: 'u1', email: 'sam@example.edu', full_name: 'Sam Lee', role: 'user', avatar_url: null } },
      });
    });
    await page.route('**/api/points/balance', (route) => fulfilJson(route, 200, { data: { points_balance: 40 } }));
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, '/');
    await expect(page.getByRole('banner').getByTestId('points-balance')).toHaveText(/40 points/);
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
  });
});
