import { expect, mockSignedOut, openPage, test } from './support/fixtures';

const MENUS: { name: string; links: [string, string][] }[] = [
  {
    name: 'Study',
    links: [
      ['Browse documents', '/documents'],
      ['AI Homework Helper', '/ai-homework-helper'],
      ['Document Chat', '/document-chat'],
      ['AI Flashcard Maker', '/ai-flashcard-maker'],
    ],
  },
  {
    name: 'Write',
    links: [
      ['AI Writer', '/ai-writer'],
      ['Editor', '/xy-editor'],
      ['AI Detector', '/ai-detector'],
      ['Plagiarism Checker', '/plagiarism-checker'],
    ],
  },
  {
    name: 'Explore',
    links: [
      ['Subjects', '/subjects'],
      ['Universities', '/universities'],
      ['Textbooks', '/textbooks'],
      ['Blog', '/blog'],
      ['Scholarships', '/scholarships'],
    ],
  },
];

test.describe('top navigation menus', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/about');
  });

  for (const menu of MENUS) {
    test(`${menu.name} menu opens with its links and closes with Escape`, async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const button = nav.getByRole('button', { name: `${menu.name} menu` });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      const links = panel.getByRole('link');
      await expect(links).toHaveCount(menu.links.length);
      for (const [index, [label, href]] of menu.links.entries()) {
        await expect(links.nth(index)).toContainText(label);
        await expect(links.nth(index)).toHaveAttribute('href', href);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });

    test(`${menu.name} menu link navigates and closes the menu`, async ({ page }) => {
      const [label, href] = menu.links[menu.links.length - 1]!;
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: `${menu.name} menu` });
      await button.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(href);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('is keyboard operable: arrows move, Tab out closes', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const study = nav.getByRole('button', { name: 'Study menu' });
    await study.focus();
    await page.keyboard.press('Enter');
    await expect(study).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Browse documents/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /AI Homework Helper/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: /AI Flashcard Maker/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Browse documents/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', { name: /AI Flashcard Maker/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(study).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening another menu or clicking outside closes the open one', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const study = nav.getByRole('button', { name: 'Study menu' });
    const write = nav.getByRole('button', { name: 'Write menu' });
    await study.click();
    await write.click();
    await expect(study).toHaveAttribute('aria-expanded', 'false');
    await expect(write).toHaveAttribute('aria-expanded', 'true');
    // An empty spot of the hero, away from the open panel.
    await page.mouse.click(1250, 400);
    await expect(write).toHaveAttribute('aria-expanded', 'false');
  });

  test('logo links home', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Studyhub home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('scroll position', () => {
  test('a route change starts at the top of the page', async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Careers' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
