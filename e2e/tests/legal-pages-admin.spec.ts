import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';

/**
 * Managed legal pages on the running stack: an admin writes the next version of a legal page,
 * previews it and publishes it, and a visitor sees the new text at once; a visitor files a
 * complaint, which reaches the admins' messages, where it is taken in hand.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

async function signInAsAdmin(page: Page) {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
}

test('an admin publishes a new version of a legal page and the public page shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const sentence = `Honesty check ${randomUUID().slice(0, 8)}: cite every source you used.`;
  await signInAsAdmin(page);
  await openPage(page, '/admin/legal-notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');
  await page
    .getByTestId('admin-legal-page-row')
    .filter({ visible: true })
    .filter({ hasText: 'Code of Honor' })
    .getByRole('link', { name: 'Edit Code of Honor' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code of Honor');

  // The editor starts from the live text; an unsafe link is refused with its reason.
  const body = page.getByLabel('Page text (Markdown)');
  await expect(body).toHaveValue(/^## 1\. /);
  const liveText = await body.inputValue();
  await body.fill(`${liveText}\n\nSee [this](javascript:alert) page.`);
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Publish now', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need your attention.' })).toBeVisible();
  await expect(page.getByText('the link "javascript:alert" is not allowed', { exact: false })).toBeVisible();

  await body.fill(`${liveText}\n\n## Our promise {#promise}\n\n${sentence}`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(preview).toContainText(sentence);

  await page.getByRole('button', { name: 'Publish now', exact: true }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  const history = page.getByTestId('admin-page-version-row').filter({ visible: true });
  await expect(history.first()).toContainText('Live');
  await expect(history.filter({ hasText: 'Superseded' }).first()).toBeVisible();

  // A visitor without a session reads the new text right away.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openPage(visitorPage, '/legal/code-of-honor');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Code of Honor');
  await expect(visitorPage.getByRole('main')).toContainText(sentence);
  await visitorPage
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Our promise' })
    .click();
  await expect(visitorPage).toHaveURL(/#promise$/);
  await visitor.close();

  // The previous version can be viewed beside the changes, and restored as a draft.
  await history
    .filter({ hasText: 'Superseded' })
    .first()
    .getByRole('link', { name: /^View version/ })
    .click();
  const changes = page.getByLabel(/^Changes from version \d+ to version \d+$/);
  await expect(changes).toContainText(`- ${sentence}`);
});

test('a visitor files a complaint and an admin takes it in hand', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const subject = `Review removed ${randomUUID().slice(0, 8)}`;
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await openPage(form, '/legal/file-complaint');
  const section = form.getByRole('region', { name: 'Complaint form' });
  await section.getByRole('button', { name: 'Send complaint' }).click();
  await expect(section.getByLabel('Your name')).toBeFocused();
  await expect(section.getByLabel('What happened and when')).toHaveAccessibleDescription(
    /Please describe what happened in at least 20 characters\./,
  );

  await section.getByLabel('Your name').fill('Jonas Weber');
  await section.getByLabel('Email address').fill('jonas.weber@example.org');
  await section.getByLabel('What is your complaint about?').selectOption({ label: 'A moderation decision' });
  await section.getByLabel('Subject').fill(subject);
  await section.getByLabel(/Link to the document/).fill('https://studyhub.com/documents/organic-chemistry-notes');
  await section
    .getByLabel('What happened and when')
    .fill('My review was removed yesterday although it followed the rules.');
  await section.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByRole('heading', { name: 'Your complaint has been received' })).toBeFocused();
  await visitor.close();

  await signInAsAdmin(page);
  await openPage(page, '/admin/legal-notice/messages?kind=complaint');
  const row = page.getByTestId('admin-inbox-row').filter({ visible: true }).filter({ hasText: subject });
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByRole('main')).toContainText('My review was removed yesterday');
  await expect(page.getByRole('main')).toContainText('A moderation decision');

  await page.getByLabel('Status').selectOption({ label: 'In progress' });
  await page.getByLabel('Internal note').fill('Checking the moderation log.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');
  await expect(page.getByLabel('Internal note')).toHaveValue('Checking the moderation log.');
});
