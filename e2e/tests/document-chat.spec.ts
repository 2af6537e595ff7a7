import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createVerifiedAccount } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { buyPointsThroughApi, pointsBalance } from './support/money';

/**
 * Document chat on the running stack as a student would use it (spec sections 2 and 9): their own
 * uploaded notes opened in a new chat, a question answered by the stack's fake model (scripted
 * here) with a citation chip, the chip opening the reader at the cited page with the passage
 * highlighted, and 5 points charged for the chat's first question.
 */

const FAKE_UPSTREAMS = process.env.E2E_FAKE_UPSTREAMS_URL ?? 'http://127.0.0.1:14120';
const CITED_SENTENCE = 'The Carnot cycle sets the upper limit on the efficiency of any heat engine.';
/** Only page 3 speaks of heat engines, so only its passages can answer. */
const PAGES: string[][] = [
  [
    'Temperature measures how hot or cold a body is.',
    'Thermometers use the expansion of mercury or alcohol in a thin tube.',
    'The Celsius scale puts the freezing point of water at zero degrees.',
    'The Kelvin scale starts at absolute zero, where molecular motion is least.',
  ],
  [
    'Boyle found that the pressure of a gas rises as its volume shrinks at fixed temperature.',
    'Charles found that a gas expands in proportion to its absolute temperature at fixed pressure.',
    'Together these rules make the ideal gas law for dilute gases.',
  ],
  [
    CITED_SENTENCE,
    'A heat engine turns heat into work while it runs between a hot and a cold reservoir.',
    'No engine between two reservoirs can beat the efficiency of a Carnot engine.',
  ],
  [
    'Entropy measures how many microscopic states fit one macroscopic state.',
    'In an isolated system entropy never decreases over time.',
  ],
  [
    'Melting and boiling are phase changes that happen at a fixed temperature.',
    'Latent energy is absorbed while ice melts, without warming the water.',
  ],
  ['Summary: review the four laws and the worked examples before the exam.'],
];

async function lectureNotes(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  PAGES.forEach((lines, index) => {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${title}: page ${index + 1} of ${PAGES.length}`, { x: 50, y: 780, size: 16, font });
    lines.forEach((line, at) => page.drawText(line, { x: 50, y: 740 - at * 22, size: 10, font }));
  });
  return Buffer.from(await pdf.save());
}

async function scriptModelReply(page: Page, reply: string) {
  const response = await page.request.post(`${FAKE_UPSTREAMS}/__control/script`, { data: { replies: [{ reply }] } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a student chats with their notes, sees a cited answer, opens the passage in the reader and pays 5 points', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Thermodynamics notes ${Date.now().toString(36)}`;
  await createVerifiedAccount(page, 'chatter');
  await buyPointsThroughApi(page, 10);

  // The student's own notes, uploaded and processed (their uploads are theirs to chat with).
  await openPage(page, '/dashboard/documents/upload');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Six pages of thermodynamics notes, from temperature to heat engines.');
  await page.getByLabel('Document type').selectOption({ index: 1 });
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Price (USD)').fill('1');
  await page.getByLabel('Document file').setInputFiles({
    name: 'heat-engines.pdf',
    mimeType: 'application/pdf',
    buffer: await lectureNotes(title),
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Your document is waiting for review.')).toBeVisible({ timeout: 90_000 });

  // A new chat over it, from the dashboard's library picker.
  await openPage(page, '/dashboard/document-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Chat' })).toBeVisible();
  await page.getByLabel('A document from your library').selectOption({ label: `${title} (your upload, 6 pages)` });
  await page.getByRole('button', { name: 'Start chat' }).click();
  await expect(page).toHaveURL(/\/dashboard\/document-chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('next-question-cost')).toHaveText('This question costs 5 points.');

  // The question, answered by the scripted model from the passages it was given.
  const before = await pointsBalance(page);
  await scriptModelReply(
    page,
    JSON.stringify({ found: true, sentences: [{ text: CITED_SENTENCE, passages: ['P1', 'P2', 'P3'] }] }),
  );
  await page.getByLabel('Your question').fill('What limits the efficiency of a heat engine?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByTestId('chat-answer');
  await expect(answer).toContainText(CITED_SENTENCE);
  const chip = answer.getByTestId('citation-chip').first();
  await expect(chip).toHaveText(/^pp?\. [1-3]/);
  await expect.poll(() => pointsBalance(page), { timeout: 15_000 }).toBe(before - 5);
  await expect(page.getByTestId('next-question-cost')).toHaveText('This question is included: no points are charged.');

  // The chip opens the reader on the page that shows the passage, highlighted.
  await chip.click();
  await expect(page).toHaveURL(/\/dashboard\/documents\/[^?]+\?page=[1-3]&highlight=/);
  await expect(page.getByTestId('cited-passage')).toContainText('Carnot cycle');
  await expect(page.getByRole('img', { name: `Page 3 of ${PAGES.length}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('passage-highlight').first()).toBeVisible();
});

test('a student uploads their own file to chat with, asks, and opens the cited page of the file beside the chat', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createVerifiedAccount(page, 'filechat');
  await buyPointsThroughApi(page, 10);

  await openPage(page, '/dashboard/document-chat/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with your own file' })).toBeVisible();
  await page.getByLabel('Document file').setInputFiles({
    name: 'thermodynamics.pdf',
    mimeType: 'application/pdf',
    buffer: await lectureNotes('Private thermodynamics notes'),
  });
  await page.getByRole('button', { name: 'Upload and start chatting' }).click();
  await expect(page).toHaveURL(/\/dashboard\/document-chat\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1, name: /thermodynamics/i })).toBeVisible();

  const before = await pointsBalance(page);
  await scriptModelReply(
    page,
    JSON.stringify({ found: true, sentences: [{ text: CITED_SENTENCE, passages: ['P1', 'P2', 'P3'] }] }),
  );
  await page.getByLabel('Your question').fill('What limits the efficiency of a heat engine?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByTestId('chat-answer');
  await expect(answer).toContainText(CITED_SENTENCE);
  await expect.poll(() => pointsBalance(page), { timeout: 15_000 }).toBe(before - 5);

  // A study file has no catalog page: the chip opens the file itself beside the chat, at the cited page.
  await answer.getByTestId('citation-chip').first().click();
  const cited = page.getByRole('region', { name: 'Cited passage in your file' });
  await expect(cited.getByTestId('cited-passage')).toContainText('Carnot cycle');
  await expect(cited.getByRole('img', { name: `Page 3 of ${PAGES.length}` })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/document-chat\/[0-9a-f-]{36}$/);
});
