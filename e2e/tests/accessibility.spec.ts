import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mockSignedIn, mockSignedOut, openPage, test } from './support/fixtures';
import { STATIC_PAGES } from './support/site-map';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path } of [...STATIC_PAGES, { path: '/page-that-does-not-exist' }]) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await mockSignedOut(page);
        await openPage(page, path);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Studyhub home' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `${path} @ ${viewport.name}`);
      });
    }
  });
}

test.describe('accessibility of interactive states', () => {
  test('open menus, search suggestions and the signed-in shell', async ({ page }) => {
    await mockSignedIn(page);
    await page.route('**/api/search/instant**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            documents: [{ id: 'd1', slug: 'cell-biology', title: 'Cell biology summary' }],
            questions: [{ id: 'q1', slug: 'mitosis', question: 'What happens in mitosis?' }],
          },
        }),
      }),
    );
    await openPage(page, '/');
    await expect(page.getByRole('banner').getByTestId('points-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Explore menu' }).click();
    await expectNoSeriousViolations(page, 'explore menu open');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click();
    await expectNoSeriousViolations(page, 'user menu open');
    await page.getByRole('banner').getByRole('combobox').fill('cell');
    await expect(page.getByRole('banner').getByRole('option')).toHaveCount(2);
    await expectNoSeriousViolations(page, 'search suggestions open');
  });

  test('contact form with errors', async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'contact errors');
  });

  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await mockSignedOut(page);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu');
  });
});
