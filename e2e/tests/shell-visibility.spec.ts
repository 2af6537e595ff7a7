import { expect, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('header and footer visibility', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  for (const path of ['/dashboard', '/dashboard/wallet', '/admin', '/admin/users', '/checkout/success']) {
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
