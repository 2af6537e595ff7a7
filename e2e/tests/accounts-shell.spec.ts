import { expect, test } from './support/fixtures';
import { DEMO, signInThroughApi, toast } from './support/accounts';

test.describe('dashboard shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
  });

  test('the sidebar is 225 px from 1440 px, a rail of 80 px below and hidden on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('dashboard-sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(225);
    const nav = sidebar.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'AI Writer' })).toContainText('AI Writer');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    const writer = nav.getByRole('link', { name: 'AI Writer' });
    await writer.hover();
    await expect(writer.locator('[aria-hidden="true"]').filter({ hasText: 'AI Writer' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/dashboard/settings');
    await expect(drawer).toBeHidden();
  });

  test('the collapsed flag and the mode are kept across reloads', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('dashboard-sidebar');
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await sidebar.getByRole('button', { name: 'Switch to seller mode' }).click();
    const items = sidebar.getByTestId('sidebar-mode-items');
    await expect(items).toHaveAttribute('data-mode', 'seller');
    await expect(items.getByRole('link')).toHaveCount(5);
    await expect(items.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/seller-orders');

    await page.reload();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await expect(items).toHaveAttribute('data-mode', 'seller');
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(225);
    await sidebar.getByRole('group', { name: 'Dashboard mode' }).getByRole('button', { name: 'student' }).click();
    await expect(items).toHaveAttribute('data-mode', 'student');
    await expect(items.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the dashboard greets the user and shows the account', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, .+!$/);
    await expect(page.getByRole('main').getByText(DEMO.student.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Study tools and shortcuts' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('points-balance')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('?type=recovery asks the user to change their password', async ({ page }) => {
    await page.goto('/dashboard?type=recovery');
    await expect(toast(page, 'Change Your Password')).toContainText(
      'Go to Dashboard > Settings > Security to change your password.',
    );
  });

  test('the help center lives inside the dashboard', async ({ page }) => {
    await page.goto('/dashboard/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
    await page.getByRole('button', { name: 'Account & Security' }).click();
    await expect(page.getByTestId('faq-list')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email Support' })).toBeVisible();
  });

  test('the header user menu reaches the dashboard pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /account menu/ }).click();
    await header.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/dashboard/settings');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL('/dashboard/help');
  });

  test('other pages get the narrow sidebar with a left offset', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const rail = page.getByTestId('signed-in-rail');
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(80);
    const main = await page.getByRole('main').boundingBox();
    expect(main!.x).toBe(80);
    await expect(
      rail.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
  });
});

test('visitors get no sidebar on public pages', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('signed-in-rail')).toHaveCount(0);
});
