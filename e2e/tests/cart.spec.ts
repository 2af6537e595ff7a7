import { expect, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('cart icon', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  test('has no count while the cart is empty', async ({ page }) => {
    await openPage(page, '/about');
    const cart = page.getByRole('banner').getByTestId('cart-link');
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveAccessibleName('Cart');
    await expect(cart.getByTestId('cart-count')).toHaveCount(0);
  });

  test('shows the sum of quantities stored under "cart"', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'a', price: 4.99, quantity: 1, title: 'Organic chemistry notes' },
          { id: 'b', price: 2.5, quantity: 2, title: 'Macroeconomics flashcards' },
        ]),
      );
    });
    await openPage(page, '/about');
    const cart = page.getByRole('banner').getByTestId('cart-link');
    await expect(cart.getByTestId('cart-count')).toHaveText('3');
    await expect(cart).toHaveAccessibleName('Cart, 3 items');
  });

  test('ignores a malformed stored cart', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cart', '{oops'));
    await openPage(page, '/about');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
  });

  test('follows changes made in another tab', async ({ page, context }) => {
    await openPage(page, '/about');
    const count = page.getByRole('banner').getByTestId('cart-count');
    await expect(count).toHaveCount(0);

    const other = await context.newPage();
    await other.route('**/api/auth/me', (route) => route.fulfill({ status: 401, body: '{}' }));
    await other.goto('/help');
    await other.evaluate(() =>
      window.localStorage.setItem('cart', JSON.stringify([{ id: 'x', price: 1, quantity: 1 }])),
    );
    await expect(count).toHaveText('1');
    await other.evaluate(() => window.localStorage.removeItem('cart'));
    await expect(count).toHaveCount(0);
    await other.close();
  });
});
