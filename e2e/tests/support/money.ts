import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { csrfHeaders } from './accounts';

/** A document as GET /api/documents lists it (what the money tests need of it). */
export interface DocumentSummary {
  id: string;
  slug: string;
  title: string;
  price: number;
  points_price: number;
  document_type: { name: string };
}

const numberFormat = new Intl.NumberFormat('en-US');
/** Points as the pages print them: "1,250 points". */
export const points = (value: number) => `${numberFormat.format(value)} points`;
export const formatNumber = (value: number) => numberFormat.format(value);

export async function pointsBalance(page: Page): Promise<number> {
  const response = await page.request.get('/api/points/balance');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { points_balance: number } }).data.points_balance;
}

/**
 * The cheapest paid documents of the seeded catalog. The stack seeds its demo catalog as it
 * starts, so the first tests of a run may ask before the documents are there.
 */
export async function cheapestPaidDocuments(request: APIRequestContext, count: number): Promise<DocumentSummary[]> {
  let documents: DocumentSummary[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/documents?sort=price_asc&limit=100');
        if (response.status() !== 200) return 0;
        documents = ((await response.json()) as { data: DocumentSummary[] }).data.filter(
          (document) => document.price > 0,
        );
        return documents.length;
      },
      { message: 'paid demo documents', timeout: 90_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(count);
  return documents.slice(0, count);
}

/** A line of the cart as the browser stores it under "cart". */
export function cartLine(document: DocumentSummary, pointsPrice = document.points_price) {
  return {
    id: document.id,
    price: document.price,
    points_price: pointsPrice,
    title: document.title,
    slug: document.slug,
    document_type: document.document_type.name,
    card_image_path: null,
    quantity: 1,
  };
}

/**
 * Buys at least `needed` points for the signed-in context through the API (the simulated provider
 * completes the order at once) and waits until the ledger has credited them.
 */
export async function buyPointsThroughApi(page: Page, needed: number): Promise<number> {
  const before = await pointsBalance(page);
  const response = await page.request.post('/api/points/orders', {
    data: { amount_usd: Math.max(1, Math.ceil(needed / 10)) },
    headers: await csrfHeaders(page),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = ((await response.json()) as { data: { order: { points_amount: number; bonus_points: number } } })
    .data;
  const after = before + order.points_amount + order.bonus_points;
  await expect.poll(() => pointsBalance(page), { message: 'points credited', timeout: 15_000 }).toBe(after);
  return after;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No loading line left, no sideways scrolling, and no serious or critical axe violation. */
export async function expectAccessible(page: Page, label: string, width: number) {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Calculating|Checking/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label}: no horizontal scrolling`).toBeLessThanOrEqual(width);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;
