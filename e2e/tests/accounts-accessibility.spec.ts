import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO, signInThroughApi } from './support/accounts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 360, height: 740 },
];

const PUBLIC_AUTH_PAGES = [
  { path: '/login', h1: 'Sign in to Studyhub' },
  { path: '/register', h1: 'Create your account' },
  { path: '/forgot-password', h1: 'Reset your password' },
  { path: '/reset-password?token=abc', h1: 'Choose a new password' },
  { path: '/auth/reset-password?token=abc', h1: 'Choose a new password' },
  { path: '/auth/callback?type=email_verification&token=not-a-token', h1: 'We could not verify your email' },
  { path: '/admin/login', h1: 'Admin sign in' },
];

const DASHBOARD_PAGES = [
  { path: '/dashboard', h1: /^Welcome back/ },
  { path: '/dashboard/settings', h1: 'Settings' },
  { path: '/dashboard/settings?tab=billing', h1: 'Settings' },
  { path: '/dashboard/settings?tab=security', h1: 'Settings' },
  { path: '/dashboard/settings?tab=notifications', h1: 'Settings' },
  { path: '/dashboard/help', h1: 'Help Center' },
  { path: '/dashboard/documents/upload', h1: 'Upload & Earn Points!' },
];

for (const viewport of VIEWPORTS) {
  test.describe(`accounts accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, h1 } of PUBLIC_AUTH_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousViolations(page, `${path} @ ${viewport.name}`);
      });
    }

    for (const { path, h1 } of DASHBOARD_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await signInThroughApi(page, DEMO.student);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousViolations(page, `${path} @ ${viewport.name}`);
      });
    }

    test('the admin dashboard has no serious or critical axe violations', async ({ page }) => {
      await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
      await expectNoSeriousViolations(page, `/admin/dashboard @ ${viewport.name}`);
    });

    test('the moderation queue has no serious or critical axe violations', async ({ page }) => {
      await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
      await page.goto('/admin/documents');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
      await expect(page.getByTestId('moderation-item').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/admin/documents @ ${viewport.name}`);
    });
  });
}

test.describe('accessibility of interactive account states', () => {
  test('login errors, profile editing, the password dialog and the mobile drawer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'login errors');

    await signInThroughApi(page, DEMO.student);
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
    await expectNoSeriousViolations(page, 'profile editing');

    await page.goto('/dashboard/settings?tab=security');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'change password dialog');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard drawer');
  });
});
