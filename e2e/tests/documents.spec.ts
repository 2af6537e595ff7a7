import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';

/**
 * /documents, /search and /documents/{slug} against the seeded demo catalog. Expected values are
 * read from the catalog API the pages use, so each test checks that the page shows what the catalog
 * holds, not a copy of the seed.
 */

interface Summary {
  id: string;
  slug: string;
  title: string;
  price: number;
  points_price: number;
  review_count: number;
  page_count: number | null;
  average_rating: number;
  document_type: { id: number; name: string };
  subject: { id: string; name: string; slug: string } | null;
  university: { id: string; name: string; slug: string } | null;
  course: { id: string; name: string; slug: string } | null;
  user: { id: string; full_name: string };
}
interface Review {
  rating: number;
  comment: string;
  user: { full_name: string };
}
interface Question {
  slug: string;
  question: string;
}
interface Named {
  id: string;
  name: string;
}
interface ApiList<T> {
  data: T;
  meta?: { total: number };
}

const PAGE_SIZE = 10;

async function api<T>(request: APIRequestContext, path: string): Promise<ApiList<T>> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as ApiList<T>;
}

async function apiTotal(request: APIRequestContext, path: string): Promise<number> {
  const separator = path.includes('?') ? '&' : '?';
  return (await api<unknown[]>(request, `${path}${separator}limit=1`)).meta!.total;
}

function resultsText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
}

function filterForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Filter documents' });
}

function cards(page: Page): Locator {
  return page.getByTestId('document-results').getByTestId('document-card');
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

/** A free document and a paid one, both with reviews and related documents where the seed has them. */
async function seededDocuments(request: APIRequestContext): Promise<{ free: Summary; paid: Summary }> {
  const all = (await api<Summary[]>(request, '/documents?sort=newest&limit=100')).data;
  const free = all.find((document) => document.price === 0);
  const paid = all.find((document) => document.price > 0 && document.review_count > 0);
  expect(free, 'a free demo document').toBeDefined();
  expect(paid, 'a paid, reviewed demo document').toBeDefined();
  return { free: free!, paid: paid! };
}

test.describe('browse documents', () => {
  test('counts every approved document exactly and shows ten a page', async ({ page, request }) => {
    const total = await apiTotal(request, '/documents');
    expect(total).toBeGreaterThanOrEqual(60);
    const newest = (await api<Summary[]>(request, `/documents?sort=newest&limit=${PAGE_SIZE}`)).data;

    await openPage(page, '/documents');
    await expect(page).toHaveTitle('Browse study documents | Studyhub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse study documents');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    expect(await cardTitles(page)).toEqual(newest.map((document) => document.title));
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', `/documents/${newest[0]!.slug}`);
    await expect(cards(page).first()).toContainText('Preview');
  });

  test('type and sort chosen in the form go into the URL and change the results', async ({ page, request }) => {
    const types = (await api<Named[]>(request, '/document-types')).data;
    const pastExams = types.find((type) => type.name === 'Past Exams')!;
    const typed = await apiTotal(request, `/documents?document_type_id=${pastExams.id}`);
    const expected = (
      await api<Summary[]>(request, `/documents?document_type_id=${pastExams.id}&sort=downloads&limit=${PAGE_SIZE}`)
    ).data;

    await openPage(page, '/documents');
    await filterForm(page).getByLabel('Type', { exact: true }).selectOption({ label: 'Past Exams' });
    await filterForm(page).getByLabel('Sort by', { exact: true }).selectOption('downloads');
    await filterForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents\\?document_type_id=${pastExams.id}&sort=downloads$`));
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(typed));
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((document) => document.title));
    for (const card of await cards(page).all()) await expect(card).toContainText('Past Exams');
  });

  test('a shared URL restores every filter, and the page links keep them', async ({ page, request }) => {
    const subject = (await api<Named & { slug: string }>(request, '/subjects/mathematics')).data;
    const query = `subject_id=${subject.id}&sort=rating`;
    const total = await apiTotal(request, `/documents?${query}`);
    expect(total).toBeGreaterThan(0);

    await openPage(page, `/documents?${query}`);
    await expect(filterForm(page).getByLabel('Subject', { exact: true })).toHaveValue(subject.id);
    await expect(filterForm(page).getByLabel('Sort by', { exact: true })).toHaveValue('rating');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    for (const card of await cards(page).all()) await expect(card).toContainText(subject.name);

    const everything = await apiTotal(request, '/documents');
    await openPage(page, '/documents?page=2&sort=price_desc');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/documents?sort=price_desc&page=3',
    );
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/documents?sort=price_desc',
    );
    const second = (await api<Summary[]>(request, `/documents?sort=price_desc&page=2&limit=${PAGE_SIZE}`)).data;
    expect(await cardTitles(page)).toEqual(second.map((document) => document.title));
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/documents\?sort=price_desc&page=3$/);
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(everything));
  });

  test('prices sort in points for a signed-in student, cheapest first', async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
    await openPage(page, '/documents?sort=price_asc&page=2');
    const badges = await cards(page).getByTestId('price-badge').allTextContents();
    expect(badges).toHaveLength(PAGE_SIZE);
    const points = badges.map((badge) => (badge === 'Free' ? 0 : Number(badge.replace(/\D/g, ''))));
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(badges.every((badge) => badge === 'Free' || /^[\d,]+ points$/.test(badge))).toBe(true);
  });

  test('choosing a university loads its courses, and a course narrows the list', async ({ page, request }) => {
    const placed = (await api<Summary[]>(request, '/documents?sort=newest&limit=100')).data.find(
      (document) => document.university && document.course,
    );
    expect(placed, 'a demo document placed in a course').toBeDefined();
    const university = placed!.university!;
    const course = placed!.course!;
    const total = await apiTotal(request, `/documents?university_id=${university.id}&course_id=${course.id}`);

    await openPage(page, '/documents');
    const courseSelect = filterForm(page).getByLabel('Course', { exact: true });
    await expect(courseSelect).toBeDisabled();
    await filterForm(page).getByLabel('University', { exact: true }).selectOption(university.id);
    await expect(courseSelect).toBeEnabled();
    await courseSelect.selectOption(course.id);
    await filterForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents\\?university_id=${university.id}&course_id=${course.id}$`));
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    await expect(cards(page).filter({ hasText: placed!.title })).toHaveCount(1);

    // Another university drops the course: it belonged to the first one.
    await filterForm(page).getByLabel('University', { exact: true }).selectOption({ index: 0 });
    await expect(courseSelect).toHaveValue('');
    await expect(courseSelect).toBeDisabled();
  });

  test('malformed filters are ignored, and a page past the end says so', async ({ page, request }) => {
    const total = await apiTotal(request, '/documents');
    const response = await openPage(page, '/documents?subject_id=mathematics&document_type_id=abc&sort=cheapest');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));

    await openPage(page, '/documents?page=9999');
    await expect(page.getByText('There is no page 9999.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test('a search that matches nothing shows the empty text', async ({ page }) => {
    await openPage(page, '/documents?q=zzqxqzzqxq');
    await expect(page.getByTestId('result-count')).toHaveText('0 results');
    await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();
    await expect(filterForm(page).getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/documents');
  });
});

test.describe('search page', () => {
  test('lists documents by relevance with their total, and matching homework questions', async ({ page, request }) => {
    const total = await apiTotal(request, '/documents?q=calculus');
    const documents = (await api<Summary[]>(request, `/documents?q=calculus&limit=${PAGE_SIZE}`)).data;
    const questions = (await api<Question[]>(request, '/homework-questions?q=derivative&limit=5')).data;
    expect(total).toBeGreaterThan(0);
    expect(questions.length).toBeGreaterThan(0);

    await openPage(page, '/search?q=calculus');
    await expect(page).toHaveTitle('Search: calculus | Studyhub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “calculus”');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    expect(await cardTitles(page)).toEqual(documents.map((document) => document.title));
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', `/documents/${documents[0]!.slug}`);

    await openPage(page, '/search?q=derivative');
    const listed = page.getByTestId('question-results').getByRole('link');
    await expect(listed).toHaveCount(questions.length);
    await expect(listed.first()).toHaveText(questions[0]!.question);
    await expect(listed.first()).toHaveAttribute('href', `/ai-homework-helper/${questions[0]!.slug}`);
  });

  test('the sort is in the URL and a query without matches says so', async ({ page, request }) => {
    const expected = (await api<Summary[]>(request, `/documents?q=calculus&sort=downloads&limit=${PAGE_SIZE}`)).data;
    await openPage(page, '/search?q=calculus');
    const form = page.getByRole('search', { name: 'Search documents and questions' });
    await form.getByLabel('Sort by', { exact: true }).selectOption('downloads');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=calculus&sort=downloads$/);
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((document) => document.title));

    await openPage(page, '/search?q=zzqxqzzqxq');
    await expect(page.getByText('No results found for "zzqxqzzqxq"')).toBeVisible();
  });
});

test.describe('document page', () => {
  test('price badge: Free for a free one, the type signed out, points signed in', async ({ page, request }) => {
    const { free, paid } = await seededDocuments(request);
    const price = page.getByRole('complementary', { name: 'Price and details' }).getByTestId('price-badge');

    await openPage(page, `/documents/${free.slug}`);
    await expect(price).toHaveText('Free');
    await openPage(page, `/documents/${paid.slug}`);
    await expect(price).toHaveText(paid.document_type.name);

    await signInThroughApi(page, DEMO.student);
    await openPage(page, `/documents/${paid.slug}`);
    await expect(price).toHaveText(`${paid.points_price.toLocaleString('en-US')} points`);
    await openPage(page, `/documents/${free.slug}`);
    await expect(price).toHaveText('Free');
  });

  test('shows the facts, the preview, reviews, related documents, structured data and Open Graph', async ({
    page,
    request,
  }) => {
    const { paid } = await seededDocuments(request);
    const reviews = (await api<Review[]>(request, `/documents/${paid.id}/reviews?limit=20`)).data;
    const related = (await api<Summary[]>(request, `/documents/${paid.id}/related`)).data;
    expect(reviews.length).toBe(paid.review_count);
    expect(related.length).toBeGreaterThan(0);

    await openPage(page, `/documents/${paid.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paid.title);
    await expect(page.getByTestId('document-type')).toHaveText(paid.document_type.name);
    const facts = page.getByTestId('document-facts');
    // A course may share its subject's name, so each link is found by where it leads.
    if (paid.subject) {
      await expect(facts.locator(`a[href="/subjects/${paid.subject.slug}"]`)).toHaveText(paid.subject.name);
    }
    if (paid.university) {
      await expect(facts.locator(`a[href="/universities/${paid.university.slug}"]`)).toHaveText(paid.university.name);
    }
    await expect(page.getByTestId('seller')).toContainText(paid.user.full_name);
    await expect(page.getByRole('heading', { name: /^Preview/ })).toBeVisible();
    // The preview pages are drawn by the reader; the rest of the document is blurred, with the way to buy it.
    const preview = page.getByTestId('document-preview');
    await expect(preview.getByRole('img', { name: 'Preview page 1' })).toBeVisible();
    const shown = await preview.getByRole('img', { name: /^Preview page/ }).count();
    const remainder = page.getByTestId('blurred-remainder');
    await expect(remainder).toContainText(`${paid.page_count! - shown} more page`);
    await expect(remainder.getByRole('button', { name: 'Buy to read every page' })).toBeVisible();

    await expect(page.getByRole('heading', { name: `Reviews (${reviews.length})` })).toBeVisible();
    const listed = page.getByTestId('reviews').getByRole('listitem');
    await expect(listed).toHaveCount(reviews.length);
    await expect(listed.first()).toContainText(reviews[0]!.user.full_name);
    await expect(listed.first()).toContainText(reviews[0]!.comment);
    await expect(listed.first().getByRole('img', { name: `${reviews[0]!.rating} out of 5 stars` })).toBeVisible();
    // Only buyers who have not reviewed yet see the form.
    await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);

    const relatedCards = page.getByTestId('related-documents').getByTestId('document-card');
    await expect(relatedCards).toHaveCount(related.length);
    await expect(relatedCards.first().getByRole('link')).toHaveAttribute('href', `/documents/${related[0]!.slug}`);

    // Playwright's text filters skip <script> contents: read every block and pick the product.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const jsonLd = blocks.find((block) => block['@type'] === 'Product');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: paid.title,
      offers: { '@type': 'Offer', price: paid.price.toFixed(2), priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: paid.review_count },
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${paid.title} | Studyhub`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`^https?://[^/]+/documents/${paid.slug}$`),
    );
  });

  test('records one view of page 1 with the device when the page opens', async ({ page, request }) => {
    const { free } = await seededDocuments(request);
    const views: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/documents/${free.id}/views`)) {
        views.push(sent.postDataJSON());
      }
    });
    const recorded = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/documents/${free.id}/views`),
    );
    await openPage(page, `/documents/${free.slug}`);
    expect((await recorded).status()).toBe(204);
    expect(views).toEqual([
      {
        page_number: 1,
        progress: 0,
        device_info: { user_agent: expect.any(String), platform: expect.any(String) },
      },
    ]);
  });

  test('signed out, Buy Now and Save lead to sign-in and back', async ({ page, request }) => {
    const { paid } = await seededDocuments(request);
    const returnUrl = encodeURIComponent(`/documents/${paid.slug}`);
    await openPage(page, `/documents/${paid.slug}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${returnUrl}$`));

    await openPage(page, `/documents/${paid.slug}`);
    await page.getByTestId('bookmark-toggle').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${returnUrl}$`));
  });

  test('signed in, Save toggles the bookmark and Buy Now puts it in the cart', async ({ page, request }) => {
    const { paid } = await seededDocuments(request);
    await createVerifiedAccount(page, 'bookmark');
    await openPage(page, `/documents/${paid.slug}`);
    const toggle = page.getByTestId('bookmark-toggle');
    await expect(toggle).toHaveText('Save');
    await toggle.click();
    await expect(toggle).toHaveText('Saved');
    await openPage(page, `/documents/${paid.slug}`);
    await expect(toggle).toHaveText('Saved');
    await toggle.click();
    await expect(toggle).toHaveText('Save');

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart'))) ?? '[]') as {
      id: string;
      quantity: number;
    }[];
    expect(cart).toEqual([expect.objectContaining({ id: paid.id, quantity: 1 })]);
  });

  test('the seller sees View Document on their own document, and a pending one only they can open', async ({
    page,
    request,
  }) => {
    const { paid } = await seededDocuments(request);
    const pendingSlug = 'limits-and-derivatives-draft-notes';
    expect((await page.goto(`/documents/${pendingSlug}`))?.status()).toBe(404);

    await signInThroughApi(page, DEMO.seller);
    await openPage(page, `/documents/${paid.slug}`);
    await expect(page.getByRole('link', { name: 'View Document' })).toHaveAttribute(
      'href',
      `/dashboard/documents/${paid.slug}`,
    );
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    await openPage(page, `/documents/${pendingSlug}`);
    await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]').filter({ hasText: '"Product"' })).toHaveCount(0);
  });

  test('an unknown document answers the 404 page', async ({ page }) => {
    expect((await page.goto('/documents/no-such-document-anywhere'))?.status()).toBe(404);
  });
});
