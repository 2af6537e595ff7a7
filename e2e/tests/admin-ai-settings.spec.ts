import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * AI prices and tool switches on the running stack (ADR 0032): an admin raises the detector's
 * price and sees it on the detector's page and in the history, a student who opened the page at
 * the old price is told the new one instead of being charged it, and a switched-off tool says so
 * on its page. These change settings every other spec relies on, so they run in the
 * 'global-settings' project after all others (playwright.config.ts) and put each value back.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

type Value = Record<string, unknown>;

interface Snapshot {
  version: number;
  value: Value;
}

async function settingsOf(page: Page, group: 'ai-prices' | 'ai-tools'): Promise<Snapshot> {
  const response = await page.request.get(`/api/admin/settings/${group}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Snapshot }).data;
}

/** Puts the given keys back as they were, when a test changed them. */
async function restore(page: Page, group: 'ai-prices' | 'ai-tools', original: Value) {
  const current = await settingsOf(page, group);
  const changed = Object.keys(original).some((key) => current.value[key] !== original[key]);
  if (!changed) return;
  const response = await page.request.put(`/api/admin/settings/${group}`, {
    headers: await csrfHeaders(page),
    data: { version: current.version, value: { ...current.value, ...original }, note: 'e2e: back to the value before' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A text the detector accepts (at least 300 words), so only the price decides the answer. */
const LONG_TEXT = Array.from(
  { length: 40 },
  (_, index) => `On day ${index + 1} I walked to the river, counted the boats and wrote down what I saw there.`,
).join(' ');

test('the AI prices and AI tools pages pass axe at desktop and phone widths', async ({ page }) => {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: 900 });
    for (const path of ['/admin/settings/ai-prices', '/admin/settings/ai-tools']) {
      await openPage(page, path);
      await expectAccessible(page, `${path} at ${viewport.width}px`, viewport.width);
    }
  }
});

test('an admin raises a price: the tool page shows it, the history keeps it, and a stale page is told, not charged', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  const original = await settingsOf(page, 'ai-prices');
  const price = original.value.ai_detection as number;
  const raised = price + 1;
  const note = `e2e price change ${Date.now()}`;

  // A student opens the detector at the price in force now.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  try {
    await createVerifiedAccount(student, 'ai-price');
    await openPage(student, '/ai-detector');
    await expect(student.getByRole('button', { name: `Check text · ${price} points` })).toBeVisible();

    // The hub lists the group; its page groups the prices under headings.
    await openPage(page, '/admin/settings');
    await page
      .getByRole('list', { name: 'Settings groups' })
      .getByRole('link', { name: /^AI prices/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI prices settings');
    for (const heading of ['Fixed-price actions', 'Writing', 'Document chat', 'Flashcards']) {
      await expect(page.getByRole('group', { name: heading })).toBeVisible();
    }
    const field = page.getByLabel('AI content check (points)');
    await expect(field).toHaveAccessibleDescription(/10 points are 1 USD/);

    await field.fill(String(raised));
    await page.getByLabel('Reason for the change (optional)').fill(note);
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the AI prices settings?' });
    await expect(dialog.getByTestId('settings-change')).toHaveText([
      `AI content check: ${price} points → ${raised} points`,
    ]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'AI prices settings saved')).toContainText(`AI content check: ${raised} points`);
    await expect(page.getByTestId('settings-version')).toContainText(`Version ${original.version + 1}`);

    // The history: who, before → after, the note.
    const entry = page.getByTestId('settings-history-row').filter({ visible: true }).first();
    await expect(entry).toContainText(DEMO.admin.email);
    await expect(entry).toContainText(`AI content check: ${price} points → ${raised} points`);
    await expect(entry).toContainText(note);

    // The detector's page quotes the new price (read fresh: the save expired the shared copy).
    await openPage(page, '/ai-detector');
    await expect(page.getByRole('button', { name: `Check text · ${raised} points` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What it costs' })).toContainText(`A check costs ${raised} points`);

    // The student's page still says the old price: the check is refused with the new one, not charged.
    await student.getByLabel('Your text').fill(LONG_TEXT);
    await student.getByRole('button', { name: `Check text · ${price} points` }).click();
    await expect(student.getByRole('alert').filter({ hasText: 'The price changed' })).toContainText(
      `The price changed to ${raised} points since the page was opened.`,
    );
    // The offer was read again, so the next click pays the new price knowingly.
    await expect(student.getByRole('button', { name: `Check text · ${raised} points` })).toBeVisible();
  } finally {
    await studentContext.close();
    await restore(page, 'ai-prices', { ai_detection: price });
  }
  expect((await settingsOf(page, 'ai-prices')).value.ai_detection).toBe(price);
});

test('an admin switches the detector off: its page says so and a check is refused, then it is back on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  const original = await settingsOf(page, 'ai-tools');
  expect(original.value.ai_detector_open).toBe(true);

  try {
    await openPage(page, '/admin/settings/ai-tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI tools settings');
    // Each generating feature has a model select whose empty choice is the deployment's default.
    const writerModel = page.getByLabel('AI writer model');
    await expect(writerModel.locator('option').first()).toHaveText(/^Deployment default/);

    const detector = page.getByRole('switch', { name: 'AI content detector' });
    await expect(detector).toHaveAttribute('aria-checked', 'true');
    await detector.click();
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the AI tools settings?' });
    await expect(dialog.getByTestId('settings-change')).toHaveText(['AI content detector: Open → Switched off']);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'AI tools settings saved')).toBeVisible();

    // The detector's page says so up front instead of offering the check.
    await openPage(page, '/ai-detector');
    await expect(page.getByTestId('tool-closed-notice')).toContainText('AI content detector is switched off');
    await expect(page.getByTestId('tool-closed-notice')).toContainText(
      'This tool is switched off for now. Please try again later.',
    );
    await expect(page.getByRole('button', { name: /^Check text/ })).toHaveCount(0);

    // And the service refuses a check sent anyway.
    const refused = await page.request.post('/api/ai-detector', {
      headers: { ...(await csrfHeaders(page)), 'idempotency-key': randomUUID() },
      data: { text: LONG_TEXT },
    });
    expect(refused.status(), await refused.text()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOOL_CLOSED');
  } finally {
    await restore(page, 'ai-tools', { ai_detector_open: true });
  }

  await openPage(page, '/ai-detector');
  await expect(page.getByRole('button', { name: /^Check text · \d+ points$/ })).toBeVisible();
  await expect(page.getByTestId('tool-closed-notice')).toHaveCount(0);
});
