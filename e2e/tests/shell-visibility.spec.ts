import { DEMO, signInThroughApi } from './support/accounts';
import { expect, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('header and footer visibility', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  // Signed out, /admin/* ends on the admin login, which has no public chrome either.
  for (const path of ['/admin', '/admin/users']) {
    test(`hidden on ${path}`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.locator('body')).toContainText(/./);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(0);
    });
  }

  for (const path of ['/', '/about', '/legal/privacy', '/checkout', '/cart', '/dashboards-guide']) {
    test(`shown on ${path}`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('the skip link jumps to the main content', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

// The dashboard and checkout now need a session (accounts issue): these run signed in.
test.describe('header and footer visibility when signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
  });

  test('hidden on /checkout/success', async ({ page }) => {
    await page.goto('/checkout/success');
    await expect(page).toHaveURL('/checkout/success');
    await expect(page.locator('body')).toContainText(/./);
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  // The wallet is a dashboard page: the dashboard's own top bar and footer, never the public ones.
  test('the public header is hidden on /dashboard/wallet', async ({ page }) => {
    await page.goto('/dashboard/wallet');
    await expect(page).toHaveURL('/dashboard/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  });

  test('/dashboard has its own top bar and footer instead of the public header', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /account menu/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#dashboard-main');
  });
});
