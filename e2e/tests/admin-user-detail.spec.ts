import type { Browser, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast, type NewAccount } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import {
  buyPointsThroughApi,
  cheapestPaidDocuments,
  expectAccessible,
  formatNumber,
  pointsBalance,
  VIEWPORTS,
  type DocumentSummary,
} from './support/money';

/**
 * The back office's user detail on the running stack: a student who bought points and a document
 * is opened from /admin/users; the page shows what auth, orders and the points ledger hold about
 * them, each in its own panel; the admin deactivates them from there and they can no longer sign in.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

interface Buyer {
  account: NewAccount;
  document: DocumentSummary;
  balance: number;
}

/** A new student who bought points and then one document, in a browser context of their own. */
async function studentWhoBought(browser: Browser, label: string): Promise<Buyer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createVerifiedAccount(page, label);
  const [document] = await cheapestPaidDocuments(page.request, 1);
  await buyPointsThroughApi(page, document!.points_price);
  const response = await page.request.post('/api/orders/checkout', {
    data: { document_ids: [document!.id] },
    headers: await csrfHeaders(page),
  });
  expect(response.status(), await response.text()).toBe(201);
  const balance = await pointsBalance(page);
  await context.close();
  return { account, document: document!, balance };
}

const pointsText = (value: number) => `${formatNumber(value)} ${value === 1 ? 'point' : 'points'}`;

/** Signs the admin in and opens the student's detail from the users list, as an admin would. */
async function openDetailFromList(page: Page, account: NewAccount) {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  await openPage(page, `/admin/users?search=${encodeURIComponent(account.email)}`);
  const row = page.getByTestId('admin-user-row').filter({ visible: true }).filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: account.fullName }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.fullName);
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an admin opens a student who bought something, sees their account, and deactivates them there', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { account, document, balance } = await studentWhoBought(browser, 'detail');
  await openDetailFromList(page, account);
  const userId = page.url().split('/').pop()!;

  const profile = panel(page, 'Profile');
  await expect(profile).toContainText(account.email);
  await expect(profile).toContainText('Active');
  await expect(profile).toContainText('E-mail verified');
  await expect(profile.getByText('Password', { exact: true })).toBeVisible();

  // Confirming the e-mail signed them in: one sign-in, from a device new to them.
  const signIns = panel(page, 'Sign-ins');
  const signInRows = signIns.getByTestId('user-sign-in-row').filter({ visible: true });
  await expect(signInRows).not.toHaveCount(0);
  await expect(signInRows.last()).toContainText('New device');
  await expect(signInRows.first()).toContainText('Signed in');

  await expect(panel(page, 'Documents (0)')).toContainText('No uploads.');

  const orders = panel(page, 'Orders');
  const orderRow = orders.getByTestId('user-order-row').filter({ visible: true });
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow).toContainText(document.title);
  await expect(orderRow).toContainText('Completed');
  await expect(orders.getByTestId('user-points-order-row').filter({ visible: true })).toHaveCount(1);
  await expect(orders.getByRole('link', { name: 'See all document orders' })).toHaveAttribute(
    'href',
    `/admin/orders?user_id=${userId}`,
  );

  const points = panel(page, 'Points and earnings');
  await expect(points.getByTestId('user-points-balance')).toHaveText(pointsText(balance));
  await expect(points.getByTestId('user-points-spent')).toHaveText(pointsText(document.points_price));
  await expect(points.getByTestId('user-earnings-pending')).toHaveText(pointsText(0));
  const transactions = points.getByTestId('user-transaction-row').filter({ visible: true });
  await expect(transactions.filter({ hasText: `-${formatNumber(document.points_price)}` })).toHaveCount(1);
  await expect(transactions.filter({ hasText: /\+\d/ })).not.toHaveCount(0);
  await expect(points).toContainText('No withdrawals.');

  // Deactivating from the detail asks first, with the list's dialog, then takes effect.
  await profile.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
  await expect(dialog).toContainText(`${account.fullName} (${account.email})`);
  await expect(dialog).toContainText('signed out everywhere');
  await dialog.getByRole('button', { name: 'Deactivate user' }).click();
  await expect(toast(page, `Deactivated ${account.fullName}`)).toBeVisible();
  await expect(profile).toContainText('Inactive');
  await expect(profile.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await expect(signInRows.first()).toContainText('Signed out');

  // The money tables link each person to this page.
  await orders.getByRole('link', { name: 'See all document orders' }).click();
  await expect(page).toHaveURL(`/admin/orders?user_id=${userId}`);
  const listed = page.getByTestId('admin-order-row').filter({ visible: true });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('link', { name: 'Account of this buyer' }).click();
  await expect(page).toHaveURL(`/admin/users/${userId}`);
  await expect(panel(page, 'Profile')).toContainText('Inactive');

  const studentContext = await browser.newContext();
  const refused = await studentContext.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(refused.status()).toBe(403);
  await studentContext.close();
});

test('the detail of an unknown user is not found', async ({ page }) => {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  for (const path of ['/admin/users/7f0c6a52-2f4e-4d7e-9a57-1d1f5a0c1e11', '/admin/users/not-a-user']) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  }
});

for (const viewport of VIEWPORTS) {
  test(`the user detail passes axe at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
    await openPage(page, `/admin/users?search=${encodeURIComponent(DEMO.seller.email)}`);
    await page.getByTestId('admin-user-row').filter({ visible: true }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await expect(panel(page, 'Profile')).toContainText(DEMO.seller.email);
    await expectAccessible(page, `user detail (${viewport.name})`, viewport.width);
  });
}
