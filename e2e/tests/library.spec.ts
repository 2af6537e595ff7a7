import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi } from './support/accounts';
import { expect, fulfilJson, openPage, test } from './support/fixtures';

/**
 * The Library (My Documents) on /dashboard/documents and /dashboard against the seeded stack: the
 * demo seller's uploads (>= 60, two of them waiting for review), the demo student's empty uploads,
 * and a fresh account's saved and viewed documents. Expected values come from GET /api/library,
 * so each test checks that the page shows what the catalog holds, with the spec's rules applied.
 */

interface LibraryDocument {
  id: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  points_price: number;
  download_count: number;
  status: string;
  created_at: string;
  published_at: string | null;
  document_type: { id: number; name: string };
  relation: 'owned' | 'purchased' | 'none';
}
interface Library {
  documents: LibraryDocument[];
  counts: { all: number; uploads: number; purchasedCount: number; savedCount: number; viewedCount: number };
}

const PAGE_SIZE = 12;
const TABS = ['All Documents', 'My Uploads', 'Purchased', 'Saved', 'Recently Viewed'] as const;

async function libraryFromApi(page: Page, tab: string): Promise<Library> {
  const response = await page.request.get(`/api/library?tab=${tab}`);
  expect(response.status(), `GET /api/library?tab=${tab}`).toBe(200);
  return ((await response.json()) as { data: Library }).data;
}

function resultsText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

const dateOf = (document: LibraryDocument) => document.published_at ?? document.created_at;
const newestFirst = (a: LibraryDocument, b: LibraryDocument) =>
  dateOf(b).localeCompare(dateOf(a)) || a.id.localeCompare(b.id);

function cards(page: Page): Locator {
  return page.getByRole('tabpanel').getByTestId('document-card');
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

function tab(page: Page, name: (typeof TABS)[number]): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

function chips(page: Page): Locator {
  return page.getByRole('group', { name: 'Document type' }).getByRole('button');
}

/** The list has loaded (and the page has hydrated): the count label or the error is showing. */
async function waitForLibrary(page: Page) {
  await expect(page.getByTestId('result-count')).toBeVisible();
}

test.describe('library for the demo student', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
  });

  test('My Uploads is empty: every tab with its count, the empty text and the upload button', async ({ page }) => {
    const library = await libraryFromApi(page, 'uploads');
    expect(library.counts.uploads).toBe(0);

    await openPage(page, '/dashboard/documents?tab=uploads');
    await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
    await waitForLibrary(page);
    for (const name of TABS) await expect(tab(page, name)).toBeVisible();
    await expect(tab(page, 'My Uploads')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'My Uploads').getByTestId('tab-count')).toHaveText('0');
    await expect(page.getByTestId('result-count')).toHaveText('0 results');
    await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(chips(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upload & Earn Points!' })).toHaveAttribute(
      'href',
      '/dashboard/documents/upload',
    );
  });

  test('/dashboard is the library, under a compact strip with the account and points', async ({ page }) => {
    await openPage(page, '/dashboard?tab=uploads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, .+!$/);
    await expect(page.getByTestId('account-status')).toHaveText('Active');
    await expect(page.getByRole('link', { name: 'Open wallet', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'My Documents' })).toBeVisible();
    await waitForLibrary(page);
    await expect(tab(page, 'My Uploads')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();

    await tab(page, 'All Documents').click();
    await expect(page).toHaveURL('/dashboard');
    await expect(tab(page, 'All Documents')).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs move with the arrow keys and keep the choice in the URL', async ({ page }) => {
    await openPage(page, '/dashboard/documents');
    await waitForLibrary(page);
    await tab(page, 'All Documents').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'My Uploads')).toBeFocused();
    await expect(page).toHaveURL('/dashboard/documents?tab=uploads');
    await page.keyboard.press('End');
    await expect(tab(page, 'Recently Viewed')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/dashboard/documents?tab=recent');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'All Documents')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/dashboard/documents');
  });

  test('a failing library shows an alert titled Error with the message, or the fallback', async ({ page }) => {
    let answer: { status: number; body: unknown } = {
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The catalog is resting.' } },
    };
    await page.route('**/api/library?**', (route) => fulfilJson(route, answer.status, answer.body));
    await openPage(page, '/dashboard/documents');
    const alert = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(alert).toContainText('The catalog is resting.');

    answer = { status: 500, body: 'upstream exploded' };
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toContainText('Failed to load documents');

    await page.unroute('**/api/library?**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForLibrary(page);
  });
});

test.describe('library for the demo seller', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, DEMO.seller);
  });

  test('My Uploads lists every demo document, newest first, 12 a page, pending ones marked', async ({ page }) => {
    const uploads = (await libraryFromApi(page, 'uploads')).documents;
    expect(uploads.length).toBeGreaterThanOrEqual(60);
    const expected = [...uploads].sort(newestFirst);
    const pages = Math.ceil(uploads.length / PAGE_SIZE);

    await openPage(page, '/dashboard/documents?tab=uploads');
    await waitForLibrary(page);
    await expect(tab(page, 'My Uploads').getByTestId('tab-count')).toHaveText(String(uploads.length));
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(uploads.length));
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    expect(await cardTitles(page)).toEqual(expected.slice(0, PAGE_SIZE).map((document) => document.title));

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: `Page ${pages}`, exact: true })).toBeVisible();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/dashboard/documents?tab=uploads&page=2');
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((document) => document.title));

    await pagination.getByRole('link', { name: `Page ${pages}`, exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/documents?tab=uploads&page=${pages}`);
    await expect(cards(page)).toHaveCount(uploads.length - (pages - 1) * PAGE_SIZE);
    await page.reload();
    await waitForLibrary(page);
    await expect(cards(page)).toHaveCount(uploads.length - (pages - 1) * PAGE_SIZE);

    const pending = uploads.filter((document) => document.status === 'PENDING');
    expect(pending.length, 'the seed has documents waiting for review').toBeGreaterThan(0);
    await openPage(page, '/dashboard/documents?tab=uploads&q=draft');
    await waitForLibrary(page);
    for (const document of pending) {
      const card = cards(page).filter({ hasText: document.title });
      await expect(card.getByTestId('status-badge')).toHaveText('Pending review');
      await expect(card).toContainText('View Document');
      await expect(card.getByRole('link')).toHaveAttribute('href', `/dashboard/documents/${document.slug}`);
    }
  });

  test('documents waiting for review appear only on My Uploads', async ({ page }) => {
    const all = await libraryFromApi(page, 'all');
    const uploads = (await libraryFromApi(page, 'uploads')).documents;
    const pending = uploads.find((document) => document.status !== 'APPROVED');
    expect(pending).toBeDefined();
    expect(all.documents.some((document) => document.id === pending!.id)).toBe(false);

    await openPage(page, `/dashboard/documents?q=${encodeURIComponent(pending!.title)}`);
    await waitForLibrary(page);
    await expect(page.getByTestId('result-count')).toHaveText('0 results');
    await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();
    await tab(page, 'My Uploads').click();
    await expect(page.getByTestId('result-count')).toHaveText('1 result');
    await expect(cards(page).getByTestId('status-badge')).toHaveText('Pending review');
  });

  test('type chips: only the types present, one at a time, the active one clears', async ({ page }) => {
    const uploads = (await libraryFromApi(page, 'uploads')).documents;
    const present = [...new Map(uploads.map((document) => [document.document_type.name, document.document_type.id]))]
      .sort((a, b) => a[1] - b[1])
      .map(([name]) => name);

    await openPage(page, '/dashboard/documents?tab=uploads');
    await waitForLibrary(page);
    await expect(chips(page)).toHaveText(present);

    const type = present[0]!;
    const ofType = uploads.filter((document) => document.document_type.name === type);
    const chip = chips(page).filter({ hasText: type });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(
      `/dashboard/documents?tab=uploads&document_type=${encodeURIComponent(type).replace(/%20/g, '+')}`,
    );
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(ofType.length));
    for (const text of await cards(page).allTextContents()) expect(text).toContain(type);

    await page.reload();
    await waitForLibrary(page);
    await expect(chips(page).filter({ hasText: type })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(ofType.length));

    await chips(page).filter({ hasText: type }).click();
    await expect(chips(page).filter({ hasText: type })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(uploads.length));
    await expect(page).toHaveURL('/dashboard/documents?tab=uploads');
  });

  test('a type in the URL that the list does not hold is ignored', async ({ page }) => {
    const uploads = (await libraryFromApi(page, 'uploads')).documents;
    await openPage(page, '/dashboard/documents?tab=uploads&document_type=Not+A+Type');
    await waitForLibrary(page);
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(uploads.length));
    await expect(chips(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  });

  test('sorts by downloads, title and price, and the sort survives a reload', async ({ page }) => {
    const uploads = (await libraryFromApi(page, 'uploads')).documents;
    const firstTitles = (compare: (a: LibraryDocument, b: LibraryDocument) => number) =>
      [...uploads]
        .sort((a, b) => compare(a, b) || newestFirst(a, b))
        .slice(0, PAGE_SIZE)
        .map((document) => document.title);

    await openPage(page, '/dashboard/documents?tab=uploads');
    await waitForLibrary(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('date');

    await sort.selectOption('downloads');
    await expect(page).toHaveURL('/dashboard/documents?tab=uploads&sort=downloads');
    await expect.poll(() => cardTitles(page)).toEqual(firstTitles((a, b) => b.download_count - a.download_count));

    await sort.selectOption('title');
    await expect(page).toHaveURL('/dashboard/documents?tab=uploads&sort=title');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(firstTitles((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })));

    await sort.selectOption('price');
    await expect(page).toHaveURL('/dashboard/documents?tab=uploads&sort=price');
    await expect.poll(() => cardTitles(page)).toEqual(firstTitles((a, b) => a.price - b.price));
    await expect(cards(page).first().getByTestId('price-badge')).toHaveText('Free');

    await page.reload();
    await waitForLibrary(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    expect(await cardTitles(page)).toEqual(firstTitles((a, b) => a.price - b.price));
  });

  test('search matches title or description without regard to case, and stays in the URL', async ({ page }) => {
    const uploads = (await libraryFromApi(page, 'uploads')).documents;
    const word = 'CALCULUS';
    const matching = uploads.filter((document) =>
      `${document.title}\n${document.description}`.toLowerCase().includes(word.toLowerCase()),
    );
    expect(matching.length).toBeGreaterThan(0);

    await openPage(page, '/dashboard/documents?tab=uploads&page=3');
    await waitForLibrary(page);
    await page.getByLabel('Search your documents').fill(word);
    await expect(page).toHaveURL(`/dashboard/documents?tab=uploads&q=${word}`);
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(matching.length));
    expect((await cardTitles(page)).sort()).toEqual(
      matching
        .slice()
        .sort(newestFirst)
        .slice(0, PAGE_SIZE)
        .map((document) => document.title)
        .sort(),
    );

    await page.reload();
    await waitForLibrary(page);
    await expect(page.getByLabel('Search your documents')).toHaveValue(word);
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(matching.length));

    await page.getByLabel('Search your documents').fill('zzzz no such document zzzz');
    await expect(page.getByTestId('result-count')).toHaveText('0 results');
    await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();
  });

  test('own documents open in the dashboard with View Document and a points badge', async ({ page }) => {
    const all = (await libraryFromApi(page, 'all')).documents;
    const newest = [...all].sort(newestFirst)[0]!;
    expect(newest.relation).toBe('owned');

    await openPage(page, '/dashboard/documents');
    await waitForLibrary(page);
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toHaveText(newest.title);
    await expect(card).toContainText('View Document');
    await expect(card.getByRole('link')).toHaveAttribute('href', `/dashboard/documents/${newest.slug}`);
    const paid = all.find((document) => document.price > 0)!;
    await page.getByLabel('Search your documents').fill(paid.title);
    const paidCard = cards(page).filter({ has: page.getByRole('heading', { name: paid.title, exact: true }) });
    await expect(paidCard.getByTestId('price-badge')).toHaveText(`${paid.points_price.toLocaleString('en-US')} points`);
  });
});

test.describe('library for a new account', () => {
  test('saved and viewed documents open on their public pages with Preview', async ({ page }) => {
    await createVerifiedAccount(page, 'library');
    const catalog = (await (await page.request.get('/api/documents?sort=newest&limit=20')).json()) as {
      data: LibraryDocument[];
    };
    const saved = catalog.data.find((document) => document.price > 0)!;
    const viewed = catalog.data.find((document) => document.id !== saved.id)!;
    const headers = await csrfHeaders(page);
    const bookmark = await page.request.post(`/api/documents/${saved.id}/bookmark`, { headers });
    expect(bookmark.status(), await bookmark.text()).toBe(200);
    const view = await page.request.post(`/api/documents/${viewed.id}/views`, {
      headers,
      data: { page_number: 1, progress: 40 },
    });
    expect(view.status(), await view.text()).toBe(204);

    await openPage(page, '/dashboard/documents?tab=saved');
    await waitForLibrary(page);
    await expect(tab(page, 'Saved').getByTestId('tab-count')).toHaveText('1');
    await expect(tab(page, 'Recently Viewed').getByTestId('tab-count')).toHaveText('1');
    await expect(tab(page, 'Purchased').getByTestId('tab-count')).toHaveText('0');
    await expect(tab(page, 'My Uploads').getByTestId('tab-count')).toHaveText('0');
    await expect(page.getByTestId('result-count')).toHaveText('1 result');
    const savedCard = cards(page).first();
    await expect(savedCard.getByRole('heading')).toHaveText(saved.title);
    await expect(savedCard).toContainText('Preview');
    await expect(savedCard.getByRole('link')).toHaveAttribute('href', `/documents/${saved.slug}`);
    await expect(savedCard.getByTestId('price-badge')).toHaveText(
      `${saved.points_price.toLocaleString('en-US')} points`,
    );

    await tab(page, 'Recently Viewed').click();
    await expect(page).toHaveURL('/dashboard/documents?tab=recent');
    const viewedCard = cards(page).first();
    await expect(viewedCard.getByRole('heading')).toHaveText(viewed.title);
    await expect(viewedCard.getByRole('link')).toHaveAttribute('href', `/documents/${viewed.slug}`);
    await expect(viewedCard.getByTestId('viewed-note')).toHaveText(/^Viewed (now|\d+[smh] ago) · 40% read$/);

    await tab(page, 'All Documents').click();
    await expect(page.getByTestId('result-count')).toHaveText('2 results');

    await tab(page, 'Purchased').click();
    await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();

    await tab(page, 'Saved').click();
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/documents/${saved.slug}`);
  });
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 360, height: 740 },
]) {
  test(`the seller's uploads have no serious axe violations and no sideways scroll at ${viewport.name} width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInThroughApi(page, DEMO.seller);
    await openPage(page, '/dashboard?tab=uploads');
    await waitForLibrary(page);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });
}
