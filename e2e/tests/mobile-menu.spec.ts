import { expect, mockSignedIn, mockSignedOut, openPage, test } from './support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile slide-out menu', () => {
  test('replaces the desktop navigation and traps focus until Escape', async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/help?from=menu');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();

    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Every study, write and explore link is there, plus the auth links with returnUrl.
    for (const name of ['Browse documents', 'AI Writer', 'Plagiarism Checker', 'Scholarships', 'Blog']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fhelp%3Ffrom%3Dmenu',
    );

    // Tab and Shift+Tab never leave the dialog.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('link', { name: 'Studyhub home' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Register' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Studyhub home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('following a link navigates and closes the menu', async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Scholarships' }).click();
    await expect(page).toHaveURL('/scholarships');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the backdrop closes the menu', async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(10, 300);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('signed-in users get balance, account links and Sign Out', async ({ page }) => {
    await mockSignedIn(page, { balance: 980 });
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: /980 points/ })).toHaveAttribute('href', '/dashboard/wallet');
    const accountLinks: [string, string][] = [
      ['Dashboard', '/dashboard'],
      ['My Documents', '/dashboard/documents'],
      ['Wallet', '/dashboard/wallet'],
      ['Settings', '/dashboard/settings'],
    ];
    for (const [name, href] of accountLinks) {
      await expect(dialog.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(dialog.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('the page does not scroll sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await mockSignedOut(page);
    for (const path of ['/', '/help', '/contact', '/legal/terms', '/careers']) {
      await openPage(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
