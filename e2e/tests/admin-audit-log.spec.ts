import type { Browser, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, signInThroughApi, toast, type NewAccount } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * The audit trail on the running stack: an admin deactivates a student on /admin/users, and the
 * change reaches /admin/audit-log (auth's outbox, the broker, content's read model) with the
 * status before and after; the trail filters by action.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

async function newStudent(browser: Browser, label: string): Promise<NewAccount> {
  const context = await browser.newContext();
  const account = await createVerifiedAccount(await context.newPage(), label);
  await context.close();
  return account;
}

async function deactivate(page: Page, student: NewAccount) {
  await openPage(page, `/admin/users?search=${encodeURIComponent(student.email)}`);
  const row = page.getByTestId('admin-user-row').filter({ visible: true }).filter({ hasText: student.email });
  await row.getByRole('button', { name: `Deactivate ${student.fullName} (${student.email})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
  await dialog.getByRole('button', { name: 'Deactivate user' }).click();
  await expect(toast(page, `Deactivated ${student.fullName}`)).toBeVisible();
}

function auditRows(page: Page) {
  return page.getByTestId('audit-row').filter({ visible: true });
}

test('an admin deactivates a student and finds it in the audit trail with the status before and after', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await newStudent(browser, 'audited');
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  await deactivate(page, student);

  await openPage(page, '/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit trail');
  const filters = page.getByRole('search', { name: 'Filter the audit trail' });
  // The entry travels through the broker to the trail: look until it is there.
  await expect(async () => {
    await filters.getByLabel('Summary contains').fill(student.email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(auditRows(page).filter({ hasText: `Deactivated ${student.email}` })).toHaveCount(1, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  const entry = auditRows(page).filter({ hasText: `Deactivated ${student.email}` });
  await expect(entry).toContainText(DEMO.admin.email);
  await expect(entry).toContainText('Accounts');
  await expect(entry).toContainText('User status changed');

  // Filtering by action keeps it; another action leaves it out.
  await filters.getByLabel('Action').selectOption('user.status-changed');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=user\.status-changed/);
  await expect(auditRows(page).filter({ hasText: `Deactivated ${student.email}` })).toHaveCount(1);
  for (const action of await auditRows(page).getByTestId('audit-action').allTextContents()) {
    expect(action).toBe('User status changed');
  }
  await openPage(page, `/admin/audit-log?action=user.deleted&q=${encodeURIComponent(student.email)}`);
  await expect(page.getByText('No admin actions match.')).toBeVisible();
  await page.goBack();

  // The entry opens with the status before and after, the change highlighted first.
  await auditRows(page)
    .filter({ hasText: `Deactivated ${student.email}` })
    .getByTestId('audit-entry-link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deactivated ${student.email}`);
  const firstRow = page.getByTestId('audit-diff-row').first();
  await expect(firstRow).toHaveAttribute('data-change', 'changed');
  await expect(firstRow).toContainText('status');
  await expect(firstRow).toContainText('active');
  await expect(firstRow).toContainText('inactive');
  await expect(page.locator('[data-testid="audit-diff-row"][data-change="changed"]')).toHaveCount(1);
  await expect(page.getByTestId('audit-diff-count')).toHaveText(/^1 field changed/);
  await expect(page.getByRole('list', { name: 'Fields before and after' })).not.toContainText(/password/i);
});

for (const viewport of VIEWPORTS) {
  test(`the audit trail passes axe at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
    await openPage(page, '/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit trail');
    await expectAccessible(page, `audit trail (${viewport.name})`, viewport.width);
    const first = page.getByTestId('audit-entry-link').filter({ visible: true }).first();
    if ((await first.count()) > 0) {
      await first.click();
      await expect(page.getByRole('heading', { name: 'Before and after' })).toBeVisible();
      await expectAccessible(page, `audit entry (${viewport.name})`, viewport.width);
    }
  });
}
