import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { buyPointsThroughApi, expectAccessible, VIEWPORTS } from './support/money';

/**
 * The AI writer's papers and versions on the running stack (spec sections 2, 4, 5 and 8): the
 * new-paper form with its defaults, the first save that creates the paper and replaces the route,
 * saves that add versions, a restore, deleting from the list, a signed-out save and the legacy
 * /xywriter addresses; and writing with the AI (the stack's fake model) and a paper's sources.
 */

const PAPER_ROUTE = /\/dashboard\/ai-writer\/paper\/([0-9a-f-]{36})$/;

function editorOf(page: Page) {
  return page.getByRole('textbox', { name: 'Paper text' });
}

/** Puts the cursor at the end of the text and types there. */
async function typeAtEnd(page: Page, text: string) {
  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

async function deletePaperThroughApi(page: Page, paperId: string) {
  const response = await page.request.delete(`/api/papers/${paperId}`, { headers: await csrfHeaders(page) });
  expect([204, 404]).toContain(response.status());
}

test('a student creates a paper from the form, saves two versions, restores the first and deletes the paper', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, DEMO.student);
  await openPage(page, '/dashboard/ai-writer');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Writer' })).toBeVisible();
  await page.getByRole('link', { name: 'New paper' }).first().click();
  await expect(page).toHaveURL('/dashboard/ai-writer/paper');

  // Spec section 5's defaults, and a message for a wrong value.
  const year = new Date().getUTCFullYear();
  await expect(page.getByLabel('Academic level')).toHaveValue('undergraduate');
  await expect(page.getByLabel('Citation style')).toHaveValue('APA_7');
  await expect(page.getByLabel('Word count')).toHaveValue('0');
  await expect(page.getByLabel('Sources from')).toHaveValue(String(year - 5));
  await expect(page.getByLabel('Sources to')).toHaveValue(String(year));
  await page.getByLabel('Word count').fill('a thousand');
  await page.getByRole('button', { name: 'Create paper' }).click();
  await expect(page.getByText('Enter a word count from 0 to 20,000.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/ai-writer/paper');

  const title = `E2E paper ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Paper type').selectOption('research_paper');
  await expect(page.getByLabel('Sub-type')).toHaveValue('analytical');
  await page.getByLabel('Word count').fill('800');
  await page.getByLabel('Reference files').setInputFiles({
    name: 'reading-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Notes on sleep and memory, taken while reading for this paper.\n'),
  });
  await page.getByRole('button', { name: 'Create paper' }).click();

  // The first save created the paper and replaced the form's address with the paper's.
  await expect(page).toHaveURL(PAPER_ROUTE);
  const paperPath = new URL(page.url()).pathname;
  const paperId = PAPER_ROUTE.exec(paperPath)![1]!;
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/ai-writer');
  await page.goForward();
  await expect(page).toHaveURL(paperPath);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  // The reference file chosen in the form went to the paper's sources.
  await page.getByRole('tab', { name: 'Sources' }).click();
  await expect(page.getByTestId('source-row').filter({ hasText: 'reading-notes.txt' })).toHaveCount(1);

  // A save with the button, then one with Ctrl/Cmd+S: each changed text is a version.
  await typeAtEnd(page, 'The first draft of this paper.');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await expect(page.getByTestId('word-count')).toContainText('6 words of 800 words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('word-count')).toContainText('version 1');

  await typeAtEnd(page, ' A second sentence follows.');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('word-count')).toContainText('version 2');

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByTestId('version-row');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2');
  await expect(versions.last()).toContainText('Version 1');

  // Version 1 against the editor: the second sentence is what was added since.
  await page.getByRole('button', { name: 'Compare version 1' }).click();
  await expect(page.getByTestId('version-diff').locator('ins')).toContainText('A second sentence follows.');
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  const restoreDialog = page.getByTestId('restore-version-dialog');
  await expect(restoreDialog).toBeVisible();
  await restoreDialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'Version 1 restored')).toBeVisible();
  await expect(editorOf(page)).toHaveText('The first draft of this paper.');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('word-count')).toContainText('6 words of 800 words · version 3');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3');

  // The list finds it by title; deleting asks first.
  await page.getByRole('link', { name: 'All papers' }).click();
  await expect(page).toHaveURL('/dashboard/ai-writer');
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/ai-writer?q=${encodeURIComponent(title).replace(/%20/g, '+')}`);
  const row = page.getByTestId('paper-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('6 words');
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const deleteDialog = page.getByTestId('delete-paper-dialog');
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Paper deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Its address now answers the spec's text and leads back to the list.
  await openPage(page, paperPath);
  await expect(toast(page, 'Paper not found')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/ai-writer');
  await deletePaperThroughApi(page, paperId);
});

test('a save after the session is gone shows the spec’s sign-in text', async ({ page }) => {
  await signInThroughApi(page, DEMO.student);
  const created = await page.request.post('/api/papers', {
    data: { title: `E2E signed out ${randomUUID().slice(0, 8)}`, content: '<p>Three words here.</p>' },
    headers: await csrfHeaders(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const paperId = ((await created.json()) as { data: { id: string } }).data.id;

  await openPage(page, `/dashboard/ai-writer/paper/${paperId}`);
  // The stored text is counted as soon as it is shown, before any change.
  await expect(page.getByTestId('word-count')).toContainText('3 words');
  await typeAtEnd(page, ' Typed before the session ended.');
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You must be logged in to save papers')).toBeVisible();

  await signInThroughApi(page, DEMO.student);
  await deletePaperThroughApi(page, paperId);
});

test('the legacy /xywriter addresses lead to the AI writer', async ({ page, request }) => {
  const response = await request.get('/xywriter', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/ai-writer');

  await openPage(page, '/xywriter');
  await expect(page).toHaveURL('/ai-writer');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('From a blank page');
  await expect(page.getByText('10 points for every started 100 words', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a paper' }).first()).toHaveAttribute(
    'href',
    '/dashboard/ai-writer/paper',
  );

  await signInThroughApi(page, DEMO.student);
  await openPage(page, '/xywriter/paper');
  await expect(page).toHaveURL('/dashboard/ai-writer/paper');
  await expect(page.getByRole('heading', { level: 1, name: 'New paper' })).toBeVisible();
});

test('a student keeps sources and has the AI write a draft, seeing the model and the points it cost', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createVerifiedAccount(page, 'writer');
  await buyPointsThroughApi(page, 100);
  const created = await page.request.post('/api/papers', {
    data: { title: 'Sleep and learning', content: '', word_count: 300, sources: { required: false } },
    headers: await csrfHeaders(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const paperId = ((await created.json()) as { data: { id: string } }).data.id;
  await openPage(page, `/dashboard/ai-writer/paper/${paperId}`);

  // Sources: one looked up by DOI, one entered by hand and removed again.
  await page.getByRole('tab', { name: 'Sources' }).click();
  await expect(page.getByTestId('source-requirement')).toContainText('requirement');
  await page.getByLabel('DOI', { exact: true }).fill('https://doi.org/10.5555/e2e.sleep');
  await page.getByRole('button', { name: 'Add source', exact: true }).click();
  const sources = page.getByTestId('source-row');
  await expect(sources).toHaveCount(1);
  await expect(sources.first()).toContainText('10.5555/e2e.sleep');

  await page.getByRole('button', { name: 'Enter a source by hand' }).click();
  const sourceDialog = page.getByRole('dialog', { name: 'Add a source' });
  await sourceDialog.getByLabel('Type of source').selectOption('book');
  await sourceDialog.getByRole('button', { name: 'Add source' }).click();
  await expect(sourceDialog.getByText('Please enter the title.')).toBeVisible();
  await sourceDialog.getByLabel('Title').fill('Why we sleep');
  await sourceDialog.getByLabel('Authors').fill('Walker, Matthew');
  await sourceDialog.getByLabel('Year').fill('2017');
  await sourceDialog.getByLabel('Publisher', { exact: true }).fill('Scribner');
  await sourceDialog.getByRole('button', { name: 'Add source' }).click();
  await expect(sources).toHaveCount(2);
  const book = sources.filter({ hasText: 'Why we sleep' });
  await expect(book).toContainText('Walker');
  await book.getByRole('button', { name: 'Remove Why we sleep' }).click();
  await page.getByRole('dialog', { name: 'Remove this source?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Source removed')).toBeVisible();
  await expect(sources).toHaveCount(1);

  // Reference search: the most it can cost is quoted; a found work is added by its DOI.
  await page.getByLabel('Topic').fill('sleep and memory');
  await page.getByLabel('How many').selectOption('2');
  await expect(page.getByText('Up to 10 points: you pay for the ones found.')).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByTestId('reference-results');
  await expect(found).toContainText(/found · \d+ points charged · balance/);
  await found.getByRole('button', { name: /^Add / }).first().click();
  await expect(sources).toHaveCount(2);
  await expect(found.getByText('In your sources')).toHaveCount(1);

  // A draft of 100 words: the hold is quoted first, the text lands in the empty editor.
  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByLabel('Words', { exact: true }).fill('100');
  await expect(page.getByText('Holds up to 10 points; you pay for the words written.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  const summary = page.getByTestId('generation-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary).toContainText(/Written by \S+/);
  await expect(summary).toContainText(/\d+ points charged/);
  await expect(page.getByTestId('generation-stream')).not.toBeEmpty();
  await expect(editorOf(page)).not.toHaveText('');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('word-count')).toContainText('version 1');

  // An outline for a paper that has text: asked first, then added after it; its headings are the outline.
  await page.getByLabel('Outline', { exact: true }).check();
  await page.getByRole('button', { name: 'Generate' }).click();
  const askDialog = page.getByRole('dialog', { name: 'Your paper already has text' });
  await expect(askDialog).toBeVisible({ timeout: 30_000 });
  await askDialog.getByRole('button', { name: 'Add at the end' }).click();
  await expect(askDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Outline' }).getByRole('button', { name: 'Conclusion' }),
  ).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('word-count')).toContainText('version 2');

  // Both downloads are built in the browser.
  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DOCX download' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe('Sleep-and-learning.docx');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF download' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Sleep-and-learning.pdf');
  const pdfBytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(pdfBytes).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a save from a window that missed another window’s save is refused, and the paper can be reloaded', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO.student);
  const created = await page.request.post('/api/papers', {
    data: { title: `E2E conflict ${randomUUID().slice(0, 8)}`, content: '<p>Shared start.</p>' },
    headers: await csrfHeaders(page),
  });
  const paperId = ((await created.json()) as { data: { id: string } }).data.id;
  await openPage(page, `/dashboard/ai-writer/paper/${paperId}`);
  await expect(editorOf(page)).toHaveText('Shared start.');

  // Another window saves first.
  const elsewhere = await page.request.put(`/api/papers/${paperId}`, {
    data: { content: '<p>Saved from another window.</p>', base_version: 0 },
    headers: await csrfHeaders(page),
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  await typeAtEnd(page, ' Typed here.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Failed to save changes');
  await expect(page.getByText('This paper was saved from another window since you opened it.')).toBeVisible();
  await page.getByRole('button', { name: /Reload the paper/ }).click();
  await expect(editorOf(page)).toHaveText('Saved from another window.');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('word-count')).toContainText('version 1');

  await deletePaperThroughApi(page, paperId);
});

test('the writer’s pages have no serious accessibility issues and no sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, DEMO.student);
  const created = await page.request.post('/api/papers', {
    data: { title: `E2E a11y ${randomUUID().slice(0, 8)}`, content: '<h2>Intro</h2><p>Some text.</p>' },
    headers: await csrfHeaders(page),
  });
  const paperId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/ai-writer', '/dashboard/ai-writer', '/dashboard/ai-writer/paper']) {
      await openPage(page, path);
      await expectAccessible(page, `${path} (${viewport.name})`, viewport.width);
    }
    await openPage(page, `/dashboard/ai-writer/paper/${paperId}`);
    await expect(editorOf(page)).toBeVisible();
    for (const tab of ['Write', 'Outline', 'Settings', 'Sources', 'History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectAccessible(page, `paper, ${tab} (${viewport.name})`, viewport.width);
    }
  }
  await deletePaperThroughApi(page, paperId);
});
