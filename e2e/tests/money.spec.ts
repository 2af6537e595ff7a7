import { DEMO, createVerifiedAccount, signInThroughApi, toast } from './support/accounts';
import { expect, mockSignedOut, openPage, test } from './support/fixtures';
import {
  cartLine,
  cheapestPaidDocuments,
  expectAccessible,
  formatNumber,
  points,
  pointsBalance,
  VIEWPORTS,
} from './support/money';

/**
 * The money screens on the running stack: buying points (the header balance of another tab
 * follows live), the cart with its duplicate rule, checkout with points, the success page, the
 * purchased documents in the library and the reader; the cart's rules without a session; and axe
 * checks of every new page at desktop and phone widths.
 */

test.describe('the cart (spec section 4) without a session', () => {
  const lines = [
    {
      id: 'd-1',
      price: 2.99,
      points_price: 30,
      title: 'Organic chemistry notes',
      document_type: 'Class Notes',
      quantity: 1,
    },
    {
      id: 'd-2',
      price: 4.99,
      points_price: 50,
      title: 'Macroeconomics flashcards',
      document_type: 'Flashcards',
      quantity: 1,
    },
  ];

  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
    await page.addInitScript((stored) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem('cart', JSON.stringify(stored));
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    }, lines);
  });

  test('lists the documents with their points, totals and item count; remove and clear', async ({ page }) => {
    await openPage(page, '/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping cart');
    const items = page.getByTestId('cart-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Organic chemistry notes');
    await expect(items.first()).toContainText('Class Notes');
    await expect(items.first().getByTestId('cart-item-price')).toHaveText('30 points');
    await expect(page.getByTestId('cart-total')).toHaveText('80 points');
    await expect(page.getByTestId('cart-item-count')).toHaveText('2');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/login?returnUrl=%2Fcheckout');

    await page.getByRole('button', { name: 'Remove Organic chemistry notes from your cart' }).click();
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText('50 points');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart'))) ?? '[]')).toHaveLength(1);

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
    // Clearing removes the stored copy, not just its items.
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  });

  test('checkout needs a session: a visitor signs in first and comes back', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL('/login?returnUrl=%2Fcheckout');
  });
});

test('a student buys points, fills the cart, pays with points and reads what was bought', async ({ page, context }) => {
  test.setTimeout(180_000);
  await createVerifiedAccount(page, 'buyer');
  const [first, second] = await cheapestPaidDocuments(page.request, 2);
  const total = first!.points_price + second!.points_price;
  const start = await pointsBalance(page);

  // Another tab of the same browser shows the header balance; it must follow without a reload.
  const watcher = await context.newPage();
  await openPage(watcher, '/about');
  const watchedBalance = watcher.getByRole('banner').getByTestId('points-balance');
  await expect(watchedBalance).toContainText(points(start));

  // Buy points: a custom amount with its live quote, enough for both documents.
  await openPage(page, '/dashboard/wallet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet');
  await expect(page.getByTestId('wallet-balance')).toContainText(formatNumber(start));
  await page.getByRole('radio', { name: 'Custom amount' }).check();
  await page.getByLabel('Amount in US dollars').fill(String(Math.max(1, Math.ceil(total / 10))));
  await expect(page.getByTestId('points-quote')).toHaveText(/^You get .+ = [\d,]+ points\.$/);
  const [orderResponse] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/points/orders') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: /^Buy [\d,]+ points? for \$/ }).click(),
  ]);
  expect(orderResponse.ok(), await orderResponse.text()).toBe(true);
  const { order } = (
    (await orderResponse.json()) as { data: { order: { points_amount: number; bonus_points: number } } }
  ).data;
  const added = order.points_amount + order.bonus_points;
  expect(added).toBeGreaterThanOrEqual(total);
  await expect(page.getByText(`${points(added)} were added to your balance.`)).toBeVisible();
  await expect(watchedBalance).toContainText(points(start + added));
  await expect(page.getByRole('banner').getByTestId('points-balance')).toContainText(points(start + added));
  await expect(page.getByTestId('transaction-row').filter({ visible: true }).first()).toContainText('Points purchase');

  // Two documents into the cart; adding one of them again only warns.
  for (const document of [first!, second!]) {
    await openPage(page, `/documents/${document.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();
  }
  await openPage(page, `/documents/${first!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Item already in cart')).toContainText(
    'This item is already in your cart. Digital content can only be purchased once.',
  );
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');

  // The cart, then checkout with points.
  await page.getByRole('banner').getByTestId('cart-link').click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(points(total));
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-item')).toHaveCount(2);
  await expect(page.getByTestId('checkout-total')).toHaveText(points(total));
  await expect(page.getByTestId('checkout-balance')).toHaveText(points(start + added));
  await page.getByRole('button', { name: `Pay ${points(total)}` }).click();

  // The success page: no header or footer, what was bought, the ways on.
  await expect(page).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your purchase!');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  for (const document of [first!, second!]) {
    const item = page.getByTestId('purchased-item').filter({ hasText: document.title });
    await expect(item.getByRole('link', { name: /Read now/ })).toHaveAttribute(
      'href',
      `/dashboard/documents/${document.slug}`,
    );
  }
  await expect(page.getByRole('link', { name: 'Open wallet' })).toHaveAttribute('href', '/dashboard/wallet');
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  await expect(watchedBalance).toContainText(points(start + added - total));

  // Both are in the library's Purchased tab, and the reader opens them.
  await page.getByRole('link', { name: 'Go to My Documents' }).click();
  await expect(page).toHaveURL('/dashboard/documents?tab=purchased');
  const cards = page.getByTestId('document-card');
  for (const document of [first!, second!]) await expect(cards.filter({ hasText: document.title })).toBeVisible();
  await cards.filter({ hasText: first!.title }).getByRole('link', { name: first!.title }).click();
  await expect(page).toHaveURL(`/dashboard/documents/${first!.slug}`);
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  await watcher.close();
});

const PAGES: { who: keyof typeof DEMO | null; path: string; h1: string | RegExp; withCart?: boolean }[] = [
  { who: null, path: '/cart', h1: 'Shopping cart' },
  { who: null, path: '/cart', h1: 'Shopping cart', withCart: true },
  { who: 'student', path: '/checkout', h1: 'Checkout', withCart: true },
  { who: 'student', path: '/checkout', h1: 'Checkout' },
  {
    who: 'student',
    path: '/checkout/success?order=00000000-0000-4000-8000-000000000000',
    h1: 'We could not show this order',
  },
  { who: 'student', path: '/dashboard/wallet', h1: 'Wallet' },
  { who: 'student', path: '/dashboard/wallet?type=spending&from=2025-01-01', h1: 'Wallet' },
  { who: 'seller', path: '/dashboard/seller-dashboard', h1: 'Seller Overview' },
  { who: 'seller', path: '/dashboard/seller-dashboard?days=365', h1: 'Seller Overview' },
  { who: 'seller', path: '/dashboard/seller-orders', h1: 'Orders' },
  { who: 'seller', path: '/dashboard/wallet-seller', h1: 'Seller Wallet' },
  { who: 'admin', path: '/admin/withdrawals', h1: 'Withdrawals' },
  { who: 'admin', path: '/admin/orders', h1: 'Orders' },
  { who: 'admin', path: '/admin/points-transactions', h1: 'Points transactions' },
  { who: 'admin', path: '/admin/points-orders', h1: 'Points orders' },
];

for (const viewport of VIEWPORTS) {
  test.describe(`money pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { who, path, h1, withCart } of PAGES) {
      test(`${path}${withCart ? ' with a cart' : ''}${who ? ` (${who})` : ''} has no serious or critical axe violations`, async ({
        page,
      }) => {
        if (who) await signInThroughApi(page, DEMO[who], who === 'admin' ? '/api/auth/admin/login' : undefined);
        if (withCart) {
          const documents = await cheapestPaidDocuments(page.request, 2);
          await page.addInitScript(
            (stored) => window.localStorage.setItem('cart', JSON.stringify(stored)),
            [cartLine(documents[0]!), cartLine(documents[1]!, documents[1]!.points_price + 5)],
          );
        }
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expectAccessible(page, `${path} @ ${viewport.name}`, viewport.width);
      });
    }
  });
}
