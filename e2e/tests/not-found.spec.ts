import { expect, installPausedClock, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('404 page', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  for (const path of ['/this-page-does-not-exist', '/legal/not-a-policy', '/about/team/unknown']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('counts down from 10 seconds, then goes home', async ({ page }) => {
    await installPausedClock(page);
    await openPage(page, '/no-such-page');
    const countdown = page.getByTestId('not-found-countdown');
    await expect(countdown).toHaveText('Taking you to the home page in 10 seconds.');
    await page.clock.runFor(3_000);
    await expect(countdown).toHaveText('Taking you to the home page in 7 seconds.');
    await page.clock.runFor(6_000);
    await expect(countdown).toHaveText('Taking you to the home page in 1 second.');
    await expect(page).toHaveURL('/no-such-page');
    await page.clock.runFor(1_500);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Study smarter/);
  });

  test('the visitor can stop the redirect', async ({ page }) => {
    await installPausedClock(page);
    await openPage(page, '/no-such-page');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByText('Automatic redirect stopped.')).toBeVisible();
  });
});
