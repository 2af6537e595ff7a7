import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, csrfHeaders, signInThroughApi, solidPng, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * The back office's taxonomy on the running stack: an admin approves a pending university and it
 * then shows publicly; prefills a new one from the bundled universities list; edits a subject's
 * acronym, icon and colour; and is refused deleting a university that still has a course, with
 * the same sentence catalog answers.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

async function signedInAdmin(page: Page) {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
}

/** Writes through the admin API as the signed-in admin (a university, a subject, a course). */
async function adminPost<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`/api${path}`, { data, headers: await csrfHeaders(page) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

const unique = (label: string) => `E2E ${label} ${randomUUID().slice(0, 8)}`;
const visibleRow = (page: Page, testId: string, text: string) =>
  page.getByTestId(testId).filter({ visible: true }).filter({ hasText: text });

test('an admin approves a pending university and it then shows publicly', async ({ page, browser }) => {
  await signedInAdmin(page);
  const name = unique('Approval University');
  const university = await adminPost<{ id: string; slug: string; status: string }>(page, '/admin/universities', {
    name,
    country: 'KE',
    type: 'private',
    categories: ['research'],
  });
  expect(university.status).toBe('pending');
  expect(university.slug).toBe(name.toLowerCase().replace(/\s+/g, '-'));

  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/api/universities/${university.slug}`)).status()).toBe(404);

  await openPage(page, `/admin/universities?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universities');
  const row = visibleRow(page, 'admin-university-row', name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(toast(page, `Approved ${name}`)).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  // The export holds the rows the table shows, with the same filters.
  const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(exportHref).toContain('format=csv');
  const csv = await page.request.get(exportHref!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${name},${university.slug},approved,private,Kenya,KE,research`);

  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/universities/${university.slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(name);
  await visitor.close();
});

test('a new university is prefilled from the bundled universities list and created pending', async ({ page }) => {
  await signedInAdmin(page);
  await openPage(page, '/admin/universities/new');
  const importer = page.getByRole('region', { name: 'Import from the universities list' });
  await importer.getByLabel('University name').fill('University of Nairobi');
  await importer
    .getByRole('button', { name: /^University of Nairobi\b/ })
    .first()
    .click();
  await expect(page.getByText('Prefilled from the universities list')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('University of Nairobi');
  await expect(page.getByLabel('Country')).toHaveValue('KE');

  const name = `University of Nairobi ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create university' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Not shown on the site until approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${name}` })).toBeVisible();

  // Its logo goes up through the gateway and is served from the shared storage.
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64) });
  await expect(toast(page, 'Logo updated')).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo of ${name}` });
  await expect(logo).toHaveAttribute(
    'src',
    /^\/api\/storage\/assets\/university-logos\/[0-9a-f-]+\/[0-9a-f]{32}\.webp$/,
  );
  const served = await page.request.get((await logo.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/webp');
});

test('an admin edits a subject: acronym, icon and colour', async ({ page }) => {
  await signedInAdmin(page);
  const name = unique('Subject');
  const subject = await adminPost<{ id: string; slug: string }>(page, '/admin/subjects', { name });

  await openPage(page, `/admin/subjects?search=${encodeURIComponent(name)}`);
  const row = visibleRow(page, 'admin-subject-row', name);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Acronym').fill('esub');
  await dialog.getByRole('radio', { name: 'Atom' }).check({ force: true });
  await dialog.getByLabel('Colour (hex)').fill('blue');
  await dialog.getByRole('button', { name: 'Save subject' }).click();
  await expect(dialog.getByText('Colour must be a hex colour such as #2563eb.')).toBeVisible();
  await dialog.getByLabel('Colour (hex)').fill('#0EA5E9');
  await dialog.getByRole('button', { name: 'Save subject' }).click();
  await expect(toast(page, `Saved ${name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('ESUB');
  await expect(row).toContainText('#0ea5e9');

  const read = await page.request.get(`/api/subjects/${subject.slug}`);
  expect(((await read.json()) as { data: Record<string, unknown> }).data).toMatchObject({
    acronym: 'ESUB',
    icon_name: 'atom',
    color: '#0ea5e9',
  });
});

test('deleting a university that still has a course is refused, naming what uses it', async ({ page }) => {
  await signedInAdmin(page);
  const name = unique('Busy University');
  const university = await adminPost<{ id: string }>(page, '/admin/universities', { name, country: 'NG' });
  await adminPost(page, '/admin/courses', { university_id: university.id, name: 'Applied Cartography' });

  await openPage(page, `/admin/universities?search=${encodeURIComponent(name)}`);
  const row = visibleRow(page, 'admin-university-row', name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete university ${name}?` });
  await expect(dialog).toContainText('This university has 1 course; move or delete it first.');
  await expect(dialog.getByRole('button', { name: 'Delete university' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  // Catalog refuses it on its own too, with the same sentence.
  const refused = await page.request.delete(`/api/admin/universities/${university.id}`, {
    headers: await csrfHeaders(page),
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'This university has 1 course; move or delete it first.',
  );
});

for (const viewport of VIEWPORTS) {
  test(`the taxonomy tables are accessible on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signedInAdmin(page);
    for (const path of ['/admin/universities', '/admin/subjects', '/admin/courses', '/admin/textbooks']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (${viewport.name})`, viewport.width);
    }
  });
}
