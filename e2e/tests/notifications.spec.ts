import type { Browser, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, createVerifiedAccount, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';

/**
 * In-app notifications on the running stack (issue 9, ADR 0025): an admin approves a seller's
 * document, catalog announces it (document.approved.v1), notifications writes the notification and
 * publishes notification.created.v1 through its outbox, and the gateway pushes it to the seller's
 * open page, where the bell's count goes up without a reload. Opening it marks it read; a price
 * change the seller makes afterwards (document.price-changed.v1) reaches the bell the same way.
 */

async function notesPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 790, size: 16, font });
  page.drawText('Photosynthesis turns light, water and carbon dioxide into sugar and oxygen.', {
    x: 50,
    y: 760,
    size: 11,
    font,
  });
  return Buffer.from(await pdf.save());
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
  return page;
}

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications?limit=1');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { unread: number } }).meta.unread;
}

test('a notification appears live in the bell when an admin approves the seller’s document, and is marked read', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Photosynthesis notes ${Date.now().toString(36)}`;

  await createVerifiedAccount(page, 'seller');
  await openPage(page, '/dashboard/documents/upload');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('One page on light and dark reactions.');
  await page.getByLabel('Document type').selectOption({ index: 1 });
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Price (USD)').fill('1.5');
  await page
    .getByLabel('Document file')
    .setInputFiles({ name: 'photosynthesis.pdf', mimeType: 'application/pdf', buffer: await notesPdf(title) });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Your document is waiting for review.')).toBeVisible({ timeout: 90_000 });

  // The seller waits on the dashboard with the live stream open.
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/events/stream'));
  await openPage(page, '/dashboard');
  await streamOpened;
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = await unreadCount(page);
  const badge = page.getByTestId('notification-unread-count');
  if (before > 0) await expect(badge).toHaveText(String(before));
  else await expect(badge).toHaveCount(0);

  const admin = await adminPage(browser);
  await openPage(admin, '/admin/documents');
  const item = admin.getByTestId('moderation-item').filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('moderation-item').filter({ hasText: title })).toHaveCount(0);
  await admin.context().close();

  // No reload: the count goes up and the dropdown shows the decision.
  await expect(badge).toHaveText(String(before + 1), { timeout: 30_000 });
  await bell.click();
  const approved = page.getByTestId('notification-item').filter({ hasText: 'Document approved' });
  await expect(approved).toContainText(`Your document “${title}” was approved and is now listed for 15 points.`);
  await expect(approved).toContainText('(unread)');

  // Opening it marks it read and goes to the listing.
  await approved.click();
  await expect(page).toHaveURL(/\/documents\/[^/]+$/);
  await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(before);
  const list = (await (await page.request.get('/api/notifications')).json()) as {
    data: { title: string; body: string; read_at: string | null }[];
  };
  expect(list.data.find((n) => n.body.includes(title))).toMatchObject({
    title: 'Document approved',
    read_at: expect.any(String),
  });

  // The seller changes the price: catalog announces it and the bell tells the seller, live again.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await openPage(page, `/dashboard/documents/${slug}`);
  await page.getByLabel('Price (USD)').fill('2');
  await expect(page.getByText('Buyers pay 20 points (10 points = 1 USD).')).toBeVisible();
  const priceSaved = page.waitForResponse(
    (response) => response.url().endsWith('/price') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Change price' }).click();
  expect((await priceSaved).status()).toBe(200);
  await expect(page.getByText('Buyers now pay 20 points.')).toBeVisible();
  // First the notice exists (catalog → notifications), then the open page's bell shows it.
  await expect.poll(() => unreadCount(page), { timeout: 60_000 }).toBe(before + 1);
  await expect(page.getByTestId('notification-unread-count')).toHaveText(String(before + 1), { timeout: 30_000 });
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Price changed' })).toContainText(
    `The price of “${title}” changed from 15 points to 20 points.`,
  );

  // Everything else is marked read from the notifications page.
  await openPage(page, '/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notifications-page-list')).toContainText(title);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(page.getByTestId('notification-unread-count')).toHaveCount(0);
  // The page shows it at once; the server has it when the request returns.
  await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(0);
  await page.reload();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
});

test('the unsubscribe link of a notice e-mail turns exactly that one preference off after a confirmation', async ({
  page,
}) => {
  const account = await createVerifiedAccount(page, 'unsubscriber');
  const mail = await waitForMail(account.email, { subject: /^New sign-in to your Studyhub account$/ });
  expect(mail.text).toContain('Unsubscribe from sign-in alerts:');
  const link = linkIn(mail, '/api/notifications/unsubscribe');

  // Opening the link changes nothing yet: it lands on the confirmation page.
  await openPage(page, link);
  await expect(page).toHaveURL(/\/notifications\/unsubscribe\?token=/);
  await expect(page.getByText('Turn off Sign-in alerts e-mails and notifications?')).toBeVisible();
  const preferences = async () => {
    const response = await page.request.get('/api/notification-preferences');
    const body = (await response.json()) as { data: { preference_id: string; enabled: boolean }[] };
    return body.data.filter((preference) => !preference.enabled).map((preference) => preference.preference_id);
  };
  expect(await preferences()).toEqual([]);

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(
    page.getByText('Sign-in alerts e-mails and notifications are now off. You can turn them back on at any time.'),
  ).toBeVisible();
  expect(await preferences()).toEqual(['security-login']);
});

test('an admin reads the e-mail log, filters it and previews every template', async ({ page, browser }) => {
  const account = await createVerifiedAccount(page, 'logged');
  await waitForMail(account.email, { subject: /^New sign-in/ });

  const admin = await adminPage(browser);
  await openPage(admin, `/admin/emails?q=${encodeURIComponent(account.email)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
  const rows = admin.getByTestId('admin-email-row');
  // The table (wide screens) and the cards (narrow ones) both render each row.
  await expect(rows.filter({ hasText: 'New sign-in to your Studyhub account' }).first()).toContainText('Resend');
  await expect(rows.filter({ hasText: 'Confirm your email' }).first()).toContainText('Single-use link');
  for (const text of await rows.allInnerTexts()) expect(text).toContain(account.email);

  const previews = admin.getByRole('region', { name: 'Template previews' });
  const preview = previews.getByTestId('email-template-preview');
  await previews.getByLabel('Template to preview').selectOption('document-approved');
  await expect(preview).toContainText('Subject: Your document was approved');
  await previews.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(preview).toContainText('Unsubscribe from document reviews:');
  await admin.context().close();
});
