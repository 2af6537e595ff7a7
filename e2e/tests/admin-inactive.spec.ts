import type { Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi } from './support/accounts';
import { promoteToAdmin } from './support/auth-database';
import { expect, openPage, test } from './support/fixtures';

/**
 * Issue 10: the back office is for active admins, checked on the server (ADR 0036). A fresh admin
 * (never the shared demo admin, which parallel tests sign in as) has the users screen open when
 * another admin deactivates them: at once their token no longer reads admin data from any service
 * and their page sends them to the admin sign-in; once reactivated they sign in again at once.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';
const ENDED = 'Your session has ended. Please sign in again.';

async function setStatus(actingAdmin: Page, userId: string, status: 'active' | 'inactive') {
  const response = await actingAdmin.request.patch(`/api/users/${userId}/status`, {
    data: { status },
    headers: await csrfHeaders(actingAdmin),
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a deactivated admin loses the back office at once and gets it back after reactivation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  const account = await createVerifiedAccount(adminPage, 'inactive-admin');
  const adminId = await promoteToAdmin(account.email);
  await signInThroughApi(adminPage, account, ADMIN_LOGIN);
  await openPage(adminPage, '/admin/users');
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Users');
  // Admin data of another service than auth, with the token the open page holds.
  expect((await adminPage.request.get('/api/admin/points-transactions')).status()).toBe(200);

  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  await setStatus(page, adminId, 'inactive');

  // Within moments the same token reads nothing, whichever service owns the data.
  await expect
    .poll(async () => (await adminPage.request.get('/api/admin/points-transactions')).status(), { timeout: 5_000 })
    .toBe(401);
  const refused = await adminPage.request.get('/api/users');
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.objectContaining({ code: 'UNAUTHENTICATED', message: ENDED }) });

  // The open page, loaded again, is sent to the admin sign-in: the session cannot be renewed.
  await adminPage.reload();
  await expect(adminPage).toHaveURL(/\/admin\/login/);
  await expect(adminPage.getByRole('heading', { level: 1 })).not.toHaveText('Users');

  await setStatus(page, adminId, 'active');
  await signInThroughApi(adminPage, account, ADMIN_LOGIN);
  await openPage(adminPage, '/admin/users');
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Users');
  expect((await adminPage.request.get('/api/admin/points-transactions')).status()).toBe(200);
  await context.close();
});
