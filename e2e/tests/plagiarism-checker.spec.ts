import type { Browser } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, createVerifiedAccount, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { buyPointsThroughApi, pointsBalance } from './support/money';

/**
 * The plagiarism checker on the running stack (spec sections 2, 5 and 9): a seller's document is
 * processed and approved, which puts it in the checker's corpus (document.approved.v1 through
 * RabbitMQ, its text read from document-processing); a student pastes a paragraph copied from it,
 * sees the passage highlighted beside the source with a link to the document, and pays 5 points.
 */

const PARAGRAPHS = [
  'The water cycle moves water between the oceans, the atmosphere and the land without ever using it up.',
  'Sunlight warms the surface of the sea, and water evaporates into the air as invisible vapour. As the moist air rises it cools, the vapour condenses around tiny particles of dust, and clouds form. When the droplets grow heavy enough they fall as rain or snow, and rivers carry much of that water back to the sea.',
  'Plants return water to the air as well: their leaves release vapour through small pores, a process called transpiration that can move hundreds of litres a day through a single large tree.',
];
const COPIED = PARAGRAPHS[1]!;
const OWN = 'For my geography homework I had to describe how the weather in my town changes over a year.';

async function notesPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 790, size: 16, font });
  let y = 760;
  for (const paragraph of PARAGRAPHS) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line.length + word.length + 1 > 85) {
        page.drawText(line, { x: 50, y, size: 11, font });
        y -= 16;
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    page.drawText(line, { x: 50, y, size: 11, font });
    y -= 32;
  }
  return Buffer.from(await pdf.save());
}

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
  return page;
}

test('a student pastes a paragraph copied from an approved document, sees it beside its source with a link, and pays 5 points', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Water cycle notes ${Date.now().toString(36)}`;

  // A seller's document, processed, then approved from the moderation queue.
  await createVerifiedAccount(page, 'seller');
  await openPage(page, '/dashboard/documents/upload');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('One page on evaporation, condensation, precipitation and transpiration.');
  await page.getByLabel('Document type').selectOption({ index: 1 });
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Price (USD)').fill('1');
  await page.getByLabel('Document file').setInputFiles({ name: 'water-cycle.pdf', mimeType: 'application/pdf', buffer: await notesPdf(title) });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Your document is waiting for review.')).toBeVisible({ timeout: 90_000 });
  const slug = (await page.getByRole('link', { name: 'View document' }).getAttribute('href'))!.split('/').pop()!;

  const admin = await adminPage(browser);
  await openPage(admin, '/admin/documents');
  const item = admin.getByTestId('moderation-item').filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('moderation-item').filter({ hasText: title })).toHaveCount(0);
  await admin.context().close();

  // The student checks a text that copies one paragraph, from an account of its own: the charges
  // are read from its balance, which no other test touches.
  const student = await (await browser.newContext()).newPage();
  await createVerifiedAccount(student, 'plagiarism');
  await buyPointsThroughApi(student, 10);
  await openPage(student, '/plagiarism-checker');
  await expect(student.getByRole('heading', { level: 1 })).toHaveText('See which passages match texts on Studyhub');
  await student.getByLabel('Your text').fill(`${OWN} ${COPIED}`);

  // The approved document reaches the corpus a moment after the approval: check until it is found.
  // Its own document's match: a retry, or a repeated run, also finds the earlier attempt's copy.
  const match = student.getByTestId('plagiarism-match').filter({ has: student.getByRole('link', { name: title }) });
  let charged = 0;
  const before = await pointsBalance(student);
  await expect(async () => {
    await student.getByRole('button', { name: 'Check similarity · 5 points' }).click();
    await expect(student.getByTestId('plagiarism-report')).toBeVisible({ timeout: 30_000 });
    charged += 5;
    await expect(match).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000, 4_000] });

  await expect(match.getByRole('link', { name: title })).toHaveAttribute('href', `/documents/${slug}`);
  await expect(match.getByTestId('source-passage')).toContainText('Sunlight warms the surface of the sea');
  await expect(student.getByTestId('highlighted-passage').first()).toContainText('Sunlight warms the surface of the sea');
  await expect(student.getByTestId('similarity-score')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(student.getByTestId('collection').first()).toContainText('Approved Studyhub documents');
  await expect(student.getByText(/plagiari[sz]ed|is plagiarism/i)).toHaveCount(0);
  await expect
    .poll(() => pointsBalance(student), { message: 'each check charged 5 points', timeout: 15_000 })
    .toBe(before - charged);
  expect(charged).toBeGreaterThanOrEqual(5);
  await student.context().close();
});

test('a signed-out visitor reads how the checker works and is sent to sign in to check', async ({ page }) => {
  await openPage(page, '/plagiarism-checker');
  await expect(page.getByRole('heading', { name: 'How the check works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to check a text' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fplagiarism-checker',
  );
  await openPage(page, '/plagiarism-detector');
  await expect(page).toHaveURL(/\/plagiarism-checker$/);
});
