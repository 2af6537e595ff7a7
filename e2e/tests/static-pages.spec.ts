import { expect, mockSignedOut, openPage, test } from './support/fixtures';
import { STATIC_PAGES } from './support/site-map';

test.describe('static pages', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  for (const { path, h1, title } of STATIC_PAGES) {
    test(`${path} renders its heading, title and description`, async ({ page }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('main')).not.toContainText(/lorem ipsum|coming soon/i);
    });
  }

  test('the legal index links to all eight legal pages', async ({ page }) => {
    await openPage(page, '/legal');
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(8);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs).toEqual([
      '/legal/terms',
      '/legal/privacy',
      '/legal/cookie-policy',
      '/legal/code-of-honor',
      '/legal/community-guidelines',
      '/legal/notice-takedown',
      '/legal/refund-policy',
      '/legal/file-complaint',
    ]);
  });

  test('legal pages have a table of contents that jumps to each section', async ({ page }) => {
    await openPage(page, '/legal/refund-policy');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: /How to ask for a refund/ }).click();
    await expect(page).toHaveURL(/#how-to-ask$/);
    await expect(page.getByRole('heading', { name: /How to ask for a refund/ })).toBeInViewport();
    await expect(page.getByRole('main')).toContainText('30-day money-back guarantee');
  });

  test('careers lists open roles with an apply-by-email link', async ({ page }) => {
    await openPage(page, '/careers');
    const roles = page.getByRole('region', { name: 'Open roles' }).getByRole('article');
    expect(await roles.count()).toBeGreaterThanOrEqual(3);
    const apply = roles.first().getByRole('link', { name: /Apply by email/ });
    await expect(apply).toHaveAttribute('href', /^mailto:careers@studyhub\.com\?subject=Application%3A%20/);
    for (const heading of ['Our mission', 'How we work', 'Benefits']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/about');
  });

  test('has the link groups, social links, support mail, version and copyright', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const group of ['Company', 'Explore', 'Study tools', 'Copyright & legal']) {
      await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('navigation', { name: 'Copyright & legal' }).getByRole('link')).toHaveCount(9);
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `Studyhub on ${network}` })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByRole('link', { name: 'support@studyhub.com' })).toHaveAttribute(
      'href',
      'mailto:support@studyhub.com',
    );
    await expect(footer.getByText('Version 1.0.0', { exact: true })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Studyhub. All rights reserved.`)).toBeVisible();
  });

  test('the language dropdown stores NEXT_LOCALE and sets <html lang>', async ({ page, context }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const select = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
    await expect(select.getByRole('option')).toHaveText(['English']);
    await select.selectOption('en');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value)
      .toBe('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown NEXT_LOCALE falls back to English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'xx', url: baseURL ?? 'http://127.0.0.1:3100' }]);
    await openPage(page, '/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
