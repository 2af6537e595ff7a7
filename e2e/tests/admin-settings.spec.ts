import type { Page } from '@playwright/test';
import { DEMO, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * Platform settings on the running stack (ADR 0032): an admin changes the seller share through
 * the hub, confirms before → after, sees the new value, its history and the change in the audit
 * trail; a save made from a stale page is refused. The test puts the share back when it ends, so
 * parallel tests keep selling at the seeded share.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

interface MoneySnapshot {
  version: number;
  value: { seller_share_percent: number; earnings_hold_days: number; withdrawal_minimum_points: number };
}

async function moneySettings(page: Page): Promise<MoneySnapshot> {
  const response = await page.request.get('/api/admin/settings/money');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: MoneySnapshot }).data;
}

async function restoreShare(page: Page, share: number) {
  const current = await moneySettings(page);
  if (current.value.seller_share_percent === share) return;
  const response = await page.request.put('/api/admin/settings/money', {
    headers: await csrfHeaders(page),
    data: {
      version: current.version,
      value: { ...current.value, seller_share_percent: share },
      note: 'e2e: back to the seeded share',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('an admin changes the seller share and sees it in force, in its history and in the audit trail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  const original = await moneySettings(page);
  const share = original.value.seller_share_percent;
  const newShare = share >= 90 ? share - 5 : share + 5;
  const note = `e2e share change ${Date.now()}`;

  try {
    // The hub shows the group in force and opens its page.
    await openPage(page, '/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    const card = page.getByRole('list', { name: 'Settings groups' }).getByRole('link', { name: /^Money/ });
    await expect(card).toContainText(`${share}%`);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Money settings');

    // Out of bounds: the form says why before anything is sent.
    const hold = page.getByLabel('Earnings hold period (days)');
    await hold.fill('14');
    await page.getByRole('button', { name: 'Review and save' }).click();
    await expect(hold).toHaveAccessibleDescription(/at least 30 days, the refund window/);
    await expect(hold).toBeFocused();
    await hold.fill(String(original.value.earnings_hold_days));

    // A second tab opened now will be stale once this one saves.
    const staleContext = await browser.newContext();
    const stalePage = await staleContext.newPage();
    await signInThroughApi(stalePage, DEMO.admin, ADMIN_LOGIN);
    await openPage(stalePage, '/admin/settings/money');

    // The confirmation shows before → after; saving applies it.
    await page.getByLabel('Seller share (%)').fill(String(newShare));
    await page.getByLabel('Reason for the change (optional)').fill(note);
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the money settings?' });
    await expect(dialog.getByTestId('settings-change')).toHaveText([`Seller share: ${share}% → ${newShare}%`]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Money settings saved')).toContainText(`Seller share: ${newShare}%`);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('settings-version')).toContainText(`Version ${original.version + 1}`);
    await expect(page.getByLabel('Seller share (%)')).toHaveValue(String(newShare));
    expect((await moneySettings(page)).value.seller_share_percent).toBe(newShare);

    // Its history: who, before and after, the note.
    const entry = page.getByTestId('settings-history-row').filter({ visible: true }).first();
    await expect(entry).toContainText(String(original.version + 1));
    await expect(entry).toContainText(DEMO.admin.email);
    await expect(entry).toContainText(`Seller share: ${share}% → ${newShare}%`);
    await expect(entry).toContainText(note);

    // The stale tab is refused and offered the current values.
    await stalePage
      .getByLabel('Withdrawal minimum (points)')
      .fill(String(original.value.withdrawal_minimum_points + 1));
    await stalePage.getByRole('button', { name: 'Review and save' }).click();
    await stalePage.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(stalePage.getByRole('alert').filter({ hasText: 'changed by someone else' })).toBeVisible();
    await stalePage.getByRole('button', { name: 'Load the current values' }).click();
    await expect(stalePage.getByLabel('Seller share (%)')).toHaveValue(String(newShare));
    await staleContext.close();

    // The audit trail holds the change, with who and what (it arrives as an event, so reload until it is there).
    const summary = `Money settings: seller share (%) ${share} → ${newShare}`;
    await expect(async () => {
      await openPage(page, '/admin/audit-log');
      const row = page.getByTestId('audit-row').filter({ visible: true }).filter({ hasText: summary });
      await expect(row.first()).toBeVisible({ timeout: 2_000 });
      await expect(row.first()).toContainText(DEMO.admin.email);
    }).toPass({ timeout: 30_000 });
  } finally {
    await restoreShare(page, share);
  }
});

test('the settings pages pass axe at desktop and phone widths', async ({ page }) => {
  // Four axe runs; the hub reads every group (five since the AI ones), which is slow beside parallel specs.
  test.setTimeout(90_000);
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: 900 });
    for (const path of ['/admin/settings', '/admin/settings/money']) {
      await openPage(page, path);
      await expectAccessible(page, `${path} at ${viewport.width}px`, viewport.width);
    }
  }
});

test('a student cannot open the settings', async ({ page }) => {
  await signInThroughApi(page, DEMO.student);
  const response = await page.request.get('/api/admin/settings/money');
  expect(response.status()).toBe(403);
});
