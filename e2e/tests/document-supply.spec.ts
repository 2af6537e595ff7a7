import type { Browser, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, createVerifiedAccount, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';

/**
 * Document supply end to end on the running stack: a seller uploads a PDF and watches it being
 * processed, an admin approves it, a student sees its preview and the blurred rest, and the owner
 * reads the whole document while the reader records how far they got.
 */

const PAGES = 12;

async function lectureNotes(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= PAGES; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${title}: page ${number} of ${PAGES}`, { x: 60, y: 770, size: 18, font });
    for (let line = 0; line < 30; line += 1) {
      page.drawText(`Line ${line + 1}: the second law says entropy never decreases.`, { x: 60, y: 730 - line * 20, size: 11, font });
    }
  }
  return Buffer.from(await pdf.save());
}

async function signedInPage(browser: Browser, account: { email: string; password: string }, loginPath?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account, loginPath);
  return page;
}

async function readingProgressOf(page: Page, documentId: string): Promise<number | null> {
  const response = await page.request.get('/api/library?tab=recent&limit=100');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { documents: { id: string; progress: number | null }[] } };
  return body.data.documents.find((document) => document.id === documentId)?.progress ?? null;
}

test('a seller uploads a PDF, an admin approves it, a student previews it, the owner reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Thermodynamics lecture notes ${Date.now().toString(36)}`;
  await createVerifiedAccount(page, 'uploader');

  // The seller fills in the listing and sends the file.
  await openPage(page, '/dashboard/documents/upload');
  await expect(page.getByRole('heading', { name: 'Upload & Earn Points!' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Twelve pages on the laws of thermodynamics, with worked examples.');
  await page.getByLabel('Document type').selectOption({ index: 1 });
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Price (USD)').fill('2.5');
  await expect(page.getByText('Buyers pay 25 points (10 points = 1 USD).')).toBeVisible();
  await page.getByLabel('Document file').setInputFiles({
    name: 'thermodynamics.pdf',
    mimeType: 'application/pdf',
    buffer: await lectureNotes(title),
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Your document is waiting for review.')).toBeVisible({ timeout: 90_000 });
  const stages = page.getByRole('list', { name: 'Processing stages' }).getByRole('listitem');
  await expect(stages.filter({ hasText: 'Building the preview' })).toContainText('(done)');
  const ownedHref = await page.getByRole('link', { name: 'View document' }).getAttribute('href');
  const slug = ownedHref!.split('/').pop()!;
  const detail = (await (await page.request.get(`/api/documents/${slug}`)).json()) as {
    data: { id: string; page_count: number; preview_page_count: number; status: string };
  };
  expect(detail.data).toMatchObject({ page_count: PAGES, preview_page_count: 2, status: 'PENDING' });

  // An admin approves it from the moderation queue.
  const admin = await signedInPage(browser, DEMO.admin, '/api/auth/admin/login');
  await openPage(admin, '/admin/documents');
  const item = admin.getByTestId('moderation-item').filter({ hasText: title });
  await item.getByRole('button', { name: 'Preview' }).click();
  await expect(item.getByRole('img', { name: 'Preview page 1' })).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('moderation-item').filter({ hasText: title })).toHaveCount(0);
  await admin.context().close();

  // A student sees the preview pages and the rest blurred, with the way to buy it.
  const student = await browser.newContext().then((context) => context.newPage());
  await createVerifiedAccount(student, 'reader');
  await openPage(student, `/documents/${slug}`);
  const preview = student.getByTestId('document-preview');
  await expect(preview.getByRole('img', { name: 'Preview page 2' })).toBeVisible();
  await expect(preview.getByRole('img', { name: /^Preview page/ })).toHaveCount(2);
  await expect(student.getByTestId('blurred-remainder')).toContainText(`${PAGES - 2} more pages`);
  await expect(student.getByRole('button', { name: 'Buy to read every page' })).toBeVisible();
  await student.goto(`/dashboard/documents/${slug}`);
  await expect(student).toHaveURL(new RegExp(`/documents/${slug}$`));
  await student.context().close();

  // The owner reads the whole document; the reader remembers how far they got.
  await openPage(page, `/dashboard/documents/${slug}`);
  await expect(page.getByRole('img', { name: `Page 1 of ${PAGES}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('img', { name: `Page 3 of ${PAGES}` })).toBeVisible();
  await page.getByLabel('Page number').fill('6');
  await page.getByLabel('Page number').press('Enter');
  await expect(page.getByRole('img', { name: `Page 6 of ${PAGES}` })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => readingProgressOf(page, detail.data.id), { timeout: 15_000 }).toBe(50);
});
