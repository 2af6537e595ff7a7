import type { Browser, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, signInThroughApi, toast, type NewAccount } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * The back office's users on the running stack: an admin finds a newly registered student by
 * search, deactivates them (confirmed in a dialog that names them) and the student can no longer
 * sign in; a bulk delete names its count; axe checks at desktop and phone widths.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

async function signedInAdmin(page: Page) {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  await openPage(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
}

/** A new, confirmed student account registered in a browser context of its own. */
async function newStudent(browser: Browser, label: string): Promise<NewAccount> {
  const context = await browser.newContext();
  const account = await createVerifiedAccount(await context.newPage(), label);
  await context.close();
  return account;
}

async function search(page: Page, text: string) {
  const form = page.getByRole('search', { name: 'Find users' });
  await form.getByLabel('E-mail or name').fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

function userRow(page: Page, email: string) {
  return page.getByTestId('admin-user-row').filter({ visible: true }).filter({ hasText: email });
}

test('an admin finds a new student, deactivates them, and the student can no longer sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await newStudent(browser, 'deactivated');
  await signedInAdmin(page);

  await search(page, student.email);
  const row = userRow(page, student.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(student.fullName);
  await expect(row).toContainText('Active');
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();

  // Cancelling changes nothing.
  await row.getByRole('button', { name: `Deactivate ${student.fullName} (${student.email})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
  await expect(dialog).toContainText(`${student.fullName} (${student.email})`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Deactivate ${student.fullName} (${student.email})` }).click();
  await dialog.getByRole('button', { name: 'Deactivate user' }).click();
  await expect(toast(page, `Deactivated ${student.fullName}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Reactivate ${student.fullName} (${student.email})` })).toBeVisible();

  // The status filter finds them among the inactive ones.
  await openPage(page, `/admin/users?search=${encodeURIComponent(student.email)}&status=active`);
  await expect(page.getByText('No users match.')).toBeVisible();
  await openPage(page, `/admin/users?search=${encodeURIComponent(student.email)}&status=inactive`);
  await expect(userRow(page, student.email)).toHaveCount(1);

  // The student is refused at the sign-in form with the reason.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await studentPage.goto('/login');
  const form = studentPage.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(studentPage.getByRole('main').getByRole('alert')).toHaveText('Your account is not active.');
  await expect(studentPage).toHaveURL('/login');
  expect((await studentPage.request.get('/api/auth/me')).status()).toBe(401);
  await studentContext.close();
});

test('an admin deletes selected students in one go, confirming the count', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A label of this run only, so the search finds these two and no one else.
  const label = `bulk${Date.now().toString(36)}`;
  const first = await newStudent(browser, label);
  const second = await newStudent(browser, label);
  const sharedPart = `e2e.${label}.`;
  await signedInAdmin(page);

  await search(page, first.email);
  await expect(userRow(page, first.email)).toHaveCount(1);
  await search(page, sharedPart);
  for (const account of [first, second]) {
    await userRow(page, account.email)
      .getByRole('checkbox', { name: `Select ${account.fullName} (${account.email})` })
      .check();
  }
  await expect(page.getByText('2 users selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 users?' });
  await expect(dialog).toContainText(first.email);
  await expect(dialog).toContainText(second.email);
  await dialog.getByRole('button', { name: 'Delete 2 users' }).click();
  await expect(toast(page, 'Deleted 2 users')).toBeVisible();
  await expect(userRow(page, first.email)).toHaveCount(0);
  await expect(userRow(page, second.email)).toHaveCount(0);

  await search(page, first.email);
  await expect(page.getByText('No users match.')).toBeVisible();
  // The admin's own row offers nothing to select or change.
  await search(page, DEMO.admin.email);
  const ownRow = userRow(page, DEMO.admin.email);
  await expect(ownRow).toContainText('Your account');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expect(ownRow.getByRole('checkbox')).toHaveCount(0);
});

for (const viewport of VIEWPORTS) {
  test(`the users screen passes axe at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signedInAdmin(page);
    await expect(page.getByTestId('admin-user-row').filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page, `users (${viewport.name})`, viewport.width);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Deactivate selected' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `users dialog (${viewport.name})`, viewport.width);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
}
