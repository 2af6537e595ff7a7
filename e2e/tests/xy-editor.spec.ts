import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { buyPointsThroughApi, expectAccessible, pointsBalance, VIEWPORTS } from './support/money';

/**
 * The editor/checker on the running stack (spec sections 2, 4, 5 and 9) as a student: a new
 * document whose first save creates it and replaces the address, the free offline checks
 * underlined in the text with one-click fixes, a paid toolbar action (the stack's fake model drops
 * filler words such as "very" and keeps numbers) previewed, accepted and charged, and /xyeditor.
 */

const DOCUMENT_ROUTE = /\/dashboard\/xyeditor\/paper\/([0-9a-f-]{36})$/;

function editorOf(page: Page) {
  return page.getByRole('textbox', { name: 'Paper text' });
}

async function deleteDocumentThroughApi(page: Page, paperId: string) {
  const response = await page.request.delete(`/api/papers/${paperId}`, { headers: await csrfHeaders(page) });
  expect([204, 404]).toContain(response.status());
}

test('a student checks a text, applies the one-click fixes, and shortens a sentence with the AI', async ({ page }) => {
  test.setTimeout(150_000);
  // An account of its own: the exact charge is read from its balance, which no other test touches.
  await createVerifiedAccount(page, 'editor');
  await buyPointsThroughApi(page, 10);

  await openPage(page, '/dashboard/xyeditor');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  await page.getByRole('link', { name: 'New document' }).first().click();
  await expect(page).toHaveURL('/dashboard/xyeditor/paper');

  // A paragraph with a planted typo and a wrong article: both are underlined by the free checks.
  await editorOf(page).click();
  await page.keyboard.type('In 2024 the trial was very succesful and we ate a apple after it.');
  const typo = editorOf(page).locator('[data-issue-category="spelling"]', { hasText: 'succesful' });
  const article = editorOf(page).locator('[data-issue-category="article"]');
  await expect(typo).toBeVisible({ timeout: 15_000 });
  await expect(article).toHaveText('a');
  await expect(page.getByTestId('issues-spelling')).toContainText('succesful');
  await expect(page.getByTestId('readability')).toContainText('Words');

  // The title shows the default the server will give it: the text's first 30 characters.
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute(
    'placeholder',
    'In 2024 the trial was very suc',
  );

  // One-click fixes: from the card on the underline, and from the side panel.
  await typo.click();
  const card = page.getByTestId('issue-card');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^successful/ }).click();
  await expect(editorOf(page)).toContainText('very successful and');
  await page.getByTestId('issues-article').getByRole('button', { name: /^an/ }).click();
  await expect(editorOf(page)).toContainText('we ate an apple');
  await expect(editorOf(page).locator('[data-issue-category="article"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(editorOf(page).locator('[data-issue-category="spelling"]')).toHaveCount(0);
  // Each fix is one undoable step.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editorOf(page)).toContainText('we ate a apple');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(editorOf(page)).toContainText('we ate an apple');

  // The first save creates the document and replaces the address.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(DOCUMENT_ROUTE);
  const paperId = DOCUMENT_ROUTE.exec(new URL(page.url()).pathname)![1]!;
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(editorOf(page)).toContainText('In 2024 the trial was very successful and we ate an apple after it.');

  // "Shorter" on the selected paragraph: priced on its button, previewed as a diff, then accepted.
  const before = await pointsBalance(page);
  await editorOf(page).getByText('In 2024 the trial').click({ clickCount: 3 });
  await page.getByRole('tab', { name: 'AI actions' }).click();
  await expect(page.getByTestId('action-target')).toContainText('Applies to the selected text');
  await page.getByRole('button', { name: 'Shorter · 3 points' }).click();
  const preview = page.getByTestId('action-preview');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('action-charge')).toContainText('3 points charged');
  await expect(page.getByTestId('action-charge')).toContainText(/by \S+/);
  await expect(page.getByTestId('action-diff').locator('del')).toContainText('very');
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(editorOf(page)).toContainText('In 2024 the trial was successful and we ate an apple after it.');
  await expect(editorOf(page)).not.toContainText('very');
  await expect
    .poll(() => pointsBalance(page), { message: 'the action charged 3 points', timeout: 15_000 })
    .toBe(before - 3);

  // Undo brings the original back in one step; the accepted text is saved as a version.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editorOf(page)).toContainText('was very successful');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(editorOf(page)).not.toContainText('very');
  const savedVersion = Number(/version (\d+)/.exec((await page.getByTestId('word-count').textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('word-count')).toContainText(`version ${savedVersion + 1}`);

  // Named, it is listed among the editor's documents (not the writer's) and deleted from there.
  const title = `E2E document ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await openPage(page, '/dashboard/ai-writer');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Writer' })).toBeVisible();
  await expect(page.getByTestId('paper-row').filter({ hasText: title })).toHaveCount(0);
  await openPage(page, '/dashboard/xyeditor');
  const row = page.getByTestId('paper-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Document deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await deleteDocumentThroughApi(page, paperId);
});

test('the editor landing names the free checks and the AI prices, and /xyeditor leads to it', async ({ page }) => {
  await openPage(page, '/xyeditor');
  await expect(page).toHaveURL('/xy-editor');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Shorter 3 points' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Rewrite 10 points' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Content analysis 10 points' })).toBeVisible();
});

test('the editor’s pages have no serious accessibility issues and no sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, DEMO.student);
  const created = await page.request.post('/api/papers', {
    data: { origin: 'editor', title: '', content: '<p>We ate a apple and it was delicous.</p>' },
    headers: await csrfHeaders(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const paperId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/xy-editor', '/dashboard/xyeditor', '/dashboard/xyeditor/paper']) {
      await openPage(page, path);
      await expectAccessible(page, `${path} (${viewport.name})`, viewport.width);
    }
    await openPage(page, `/dashboard/xyeditor/paper/${paperId}`);
    // The server gave the empty title the editor's default: the text's first 30 characters.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('We ate a apple and it was deli');
    await expect(editorOf(page).locator('[data-issue-category="article"]')).toHaveCount(1, { timeout: 15_000 });
    for (const tab of ['Checks', 'AI actions', 'History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectAccessible(page, `document, ${tab} (${viewport.name})`, viewport.width);
    }
    await editorOf(page).locator('[data-issue-category="article"]').click();
    await expect(page.getByTestId('issue-card')).toBeVisible();
    await expectAccessible(page, `document, fix card (${viewport.name})`, viewport.width);
  }
  await deleteDocumentThroughApi(page, paperId);
});
