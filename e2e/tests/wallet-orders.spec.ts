import type { Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import {
  buyPointsThroughApi,
  cheapestPaidDocuments,
  expectAccessible,
  points,
  pointsBalance,
  VIEWPORTS,
  type DocumentSummary,
} from './support/money';
import { backdateDocumentOrder } from './support/orders-database';

/**
 * The buyer's side of the 30-day money-back guarantee on the running stack: document orders under
 * /dashboard/wallet/orders, a refund that returns the points and takes the document out of the
 * library, an order past 30 days that the service refuses and the page stops offering, and axe
 * checks of the wallet's new pages at desktop and phone widths.
 */

const REFUND_WINDOW_CLOSED = 'Refunds are possible within 30 days of purchase.';

/** The row of the order holding `title`, in whichever layout (table or cards) the width shows. */
function orderRow(page: Page, title: string) {
  return page.getByTestId('order-row').filter({ visible: true }).filter({ hasText: title });
}

/** POST /api/orders/checkout for one document; the order's id. */
async function checkoutThroughApi(page: Page, document: DocumentSummary): Promise<string> {
  const response = await page.request.post('/api/orders/checkout', {
    data: { document_ids: [document.id] },
    headers: await csrfHeaders(page),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('a buyer checks out a document, finds the order in the wallet, refunds it and loses the document', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createVerifiedAccount(page, 'refunder');
  const [document] = await cheapestPaidDocuments(page.request, 1);
  const funded = await buyPointsThroughApi(page, document!.points_price);

  // Checkout through the pages, as a buyer does.
  await openPage(page, `/documents/${document!.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await openPage(page, '/checkout');
  await page.getByRole('button', { name: `Pay ${points(document!.points_price)}` }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]{36}$/);
  const paid = funded - document!.points_price;
  await expect.poll(() => pointsBalance(page)).toBe(paid);

  // The wallet links to its orders; the order is there, readable and refundable.
  await openPage(page, '/dashboard/wallet');
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('link', { name: 'Document orders' }).click();
  await expect(page).toHaveURL('/dashboard/wallet/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document orders');
  const row = orderRow(page, document!.title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(points(document!.points_price));
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(/Refundable until \w{3} \d{1,2}, \d{4}/);
  await expect(row.getByRole('link', { name: document!.title })).toHaveAttribute(
    'href',
    `/dashboard/documents/${document!.slug}`,
  );
  const headerBalance = page.getByRole('banner').getByTestId('points-balance');
  await expect(headerBalance).toContainText(points(paid));

  // The dialog says what a refund does before anything happens; keeping the order changes nothing.
  await row.getByRole('button', { name: 'Request refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${points(document!.points_price)} go back to your wallet.`);
  await expect(dialog).toContainText(`“${document!.title}” leaves your library and can no longer be opened`);
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Completed');

  await row.getByRole('button', { name: 'Request refund' }).click();
  await dialog.getByLabel(/What went wrong\?/).fill('The notes cover a different course than the listing says.');
  await dialog.getByRole('button', { name: 'Refund this order' }).click();
  await expect(toast(page, 'Order refunded')).toContainText(
    `${points(document!.points_price)} returned to your wallet.`,
  );
  await expect(dialog).toBeHidden();

  // The row now says Refunded, offers nothing more and no longer opens the reader; the balance is back.
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: document!.title })).toHaveCount(0);
  await expect(headerBalance).toContainText(points(funded), { timeout: 15_000 });
  expect(await pointsBalance(page)).toBe(funded);

  // A second refund is refused by the service itself.
  const orders = await page.request.get('/api/orders');
  const [order] = ((await orders.json()) as { data: { id: string; status: string }[] }).data;
  expect(order!.status).toBe('refunded');
  const again = await page.request.post(`/api/orders/${order!.id}/refund`, {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(again.status()).toBe(409);

  // The order's page tells the story.
  await row.getByRole('link', { name: /^Details/ }).click();
  await expect(page).toHaveURL(`/dashboard/wallet/orders/${order!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order details');
  await expect(page.getByRole('main')).toContainText('This order was refunded on');
  await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

  // The document leaves the library's Purchased tab once catalog has read the refund.
  await expect(async () => {
    await openPage(page, '/dashboard/documents?tab=purchased');
    await expect(page.getByTestId('result-count')).toBeVisible();
    await expect(page.getByTestId('document-card').filter({ hasText: document!.title })).toHaveCount(0);
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  // And the reader sends the former buyer to the public page.
  await page.goto(`/dashboard/documents/${document!.slug}`);
  await expect(page).toHaveURL(`/documents/${document!.slug}`);
});

test('an order bought more than 30 days ago cannot be refunded: the reason is shown and the offer goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createVerifiedAccount(page, 'late-refunder');
  const [document] = await cheapestPaidDocuments(page.request, 1);
  const funded = await buyPointsThroughApi(page, document!.points_price);
  const orderId = await checkoutThroughApi(page, document!);
  const paid = funded - document!.points_price;
  await expect.poll(() => pointsBalance(page)).toBe(paid);

  await openPage(page, '/dashboard/wallet/orders');
  const row = orderRow(page, document!.title);
  await row.getByRole('button', { name: 'Request refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
  await expect(dialog).toBeVisible();

  // While the dialog is open, the purchase becomes 31 days old.
  await backdateDocumentOrder(orderId, 31);
  await dialog.getByRole('button', { name: 'Refund this order' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('The refund was refused');
  await expect(refusal).toContainText(REFUND_WINDOW_CLOSED);
  await expect(refusal).toBeFocused();

  // Closing the dialog shows the order as it now stands: no refund on offer.
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(row).toContainText(/Refund period ended \w{3} \d{1,2}, \d{4}/);
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

  await openPage(page, `/dashboard/wallet/orders/${orderId}`);
  await expect(page.getByRole('main')).toContainText('The refund period of this order ended on');
  await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
  expect(await pointsBalance(page)).toBe(paid);
});

test('another buyer’s order does not exist for you, and the order pages need a session', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await createVerifiedAccount(page, 'owner');
  const [document] = await cheapestPaidDocuments(page.request, 1);
  await buyPointsThroughApi(page, document!.points_price);
  const orderId = await checkoutThroughApi(page, document!);

  await signInThroughApi(page, DEMO.student);
  await page.goto(`/dashboard/wallet/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/dashboard/wallet/orders');
  await expect(anonymous).toHaveURL('/login?returnUrl=%2Fdashboard%2Fwallet%2Forders');
  await visitor.close();
});

for (const viewport of VIEWPORTS) {
  test.describe(`wallet order pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the orders list, an order, the refund dialog and points purchases have no serious or critical axe violations', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInThroughApi(page, DEMO.student);
      await page.goto('/dashboard/wallet/orders');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document orders');
      await expectAccessible(page, `orders (demo student) @ ${viewport.name}`, viewport.width);

      await createVerifiedAccount(page, `axe-${viewport.name}`);
      const [document] = await cheapestPaidDocuments(page.request, 1);
      await buyPointsThroughApi(page, document!.points_price);
      const orderId = await checkoutThroughApi(page, document!);

      await openPage(page, '/dashboard/wallet/orders');
      await expect(orderRow(page, document!.title)).toHaveCount(1);
      await expectAccessible(page, `orders @ ${viewport.name}`, viewport.width);
      await orderRow(page, document!.title).getByRole('button', { name: 'Request refund' }).click();
      await expect(page.getByRole('dialog', { name: 'Request a refund?' })).toBeVisible();
      await expectAccessible(page, `refund dialog @ ${viewport.name}`, viewport.width);

      await openPage(page, `/dashboard/wallet/orders/${orderId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order details');
      await expectAccessible(page, `order details @ ${viewport.name}`, viewport.width);

      await openPage(page, '/dashboard/wallet/points-purchases');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Points purchases');
      await expect(page.getByTestId('points-purchase-row').filter({ visible: true })).toHaveCount(1);
      await expectAccessible(page, `points purchases @ ${viewport.name}`, viewport.width);
    });
  });
}
