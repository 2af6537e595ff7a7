import AxeBuilder from '@axe-core/playwright';
import { expect, mockSignedOut, openPage, test } from './support/fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The taxonomy pages on seeded data, the 'Textbook not found' page included. */
const PAGES = [
  '/subjects',
  '/subjects/mathematics',
  '/textbooks',
  '/textbooks/no-such-textbook-anywhere',
  '/universities',
  '/universities/university-of-nairobi',
  '/universities/university-of-nairobi/courses/medicine-and-surgery',
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`taxonomy pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await mockSignedOut(page);
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
        expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
      });
    }
  });
}
