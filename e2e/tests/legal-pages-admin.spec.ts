import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
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
  // A visitor reads the page first, so the site holds it in its shared cache.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openPage(visitorPage, '/legal/code-of-honor');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Code of Honor');
  await expect(visitorPage.getByRole('main')).not.toContainText(sentence);

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

  // The visitor reads the new text right away: publishing expired the cached copy.
  await visitorPage.reload();
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

test('an admin adds a help question, it shows on the help page, then it is deleted', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const question = `Can I upload scanned notes ${randomUUID().slice(0, 6)}?`;
  await signInAsAdmin(page);
  await openPage(page, '/admin/legal-notice/help');
  await page.getByRole('button', { name: 'New question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByLabel('Category').selectOption({ label: 'Documents' });
  await dialog.getByLabel('Question').fill(question);
  await dialog
    .getByLabel('Answer')
    .fill('Yes, if every page is readable. See the [Community Guidelines](/legal/community-guidelines).');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(toast(page, 'Question added')).toBeVisible();
  const row = page.getByTestId('admin-faq-row').filter({ visible: true }).filter({ hasText: question });
  await expect(row).toBeVisible();

  const visitor = await browser.newContext();
  const help = await visitor.newPage();
  await openPage(help, '/help');
  await help.getByRole('searchbox', { name: 'Search frequently asked questions' }).fill(question.slice(0, 30));
  const entry = help.locator('details', { hasText: question });
  await entry.locator('summary').click();
  await expect(entry.getByRole('link', { name: 'Community Guidelines' })).toHaveAttribute(
    'href',
    '/legal/community-guidelines',
  );
  await visitor.close();

  await row.getByRole('button', { name: `Delete ${question}` }).click();
  await page.getByRole('dialog', { name: 'Delete question' }).getByRole('button', { name: 'Delete question' }).click();
  await expect(toast(page, 'Question deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a rights holder sends a takedown notice with every element the policy asks for', async ({ page }) => {
  const work = `Lecture slides Thermodynamics II ${randomUUID().slice(0, 8)}`;
  await openPage(page, '/legal/notice-takedown');
  const section = page.getByRole('region', { name: 'Takedown notice form' });
  await section.getByLabel('Your name').fill('Dr. Mei Lin');
  await section.getByLabel('Email address').fill('mei.lin@university.example');
  await section.getByLabel('Postal address').fill('12 College Road, Cambridge CB2 1TN, United Kingdom');
  await section.getByLabel('Telephone number').fill('+44 1223 555 010');
  await section.getByLabel('The work you believe is infringed').fill(`${work}, published on my course page.`);
  await section
    .getByLabel('Addresses of the documents on Studyhub')
    .fill('https://studyhub.com/documents/thermo-slides');
  await section.getByLabel('Signature (type your full name)').fill('Mei Lin');
  await section.getByRole('button', { name: 'Send notice' }).click();
  await expect(section.getByRole('checkbox', { name: /good-faith belief/ })).toHaveAccessibleDescription(
    /Please confirm your good-faith belief/,
  );
  await section.getByRole('checkbox', { name: /good-faith belief/ }).check();
  await section.getByRole('checkbox', { name: /under penalty of perjury/ }).check();
  await section.getByRole('button', { name: 'Send notice' }).click();
  await expect(page.getByRole('heading', { name: 'Your notice has been received' })).toBeFocused();
});

test('the legal notice screens have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  for (const path of [
    '/admin/legal-notice',
    '/admin/legal-notice/refund-policy',
    '/admin/legal-notice/help',
    '/admin/legal-notice/messages',
  ]) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious, `${path}: ${JSON.stringify(serious)}`).toEqual([]);
  }
});
