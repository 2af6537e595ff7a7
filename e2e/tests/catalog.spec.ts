import { DEMO, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';

/** Seeded demo documents (services/catalog/src/seed): the first is free, the second costs 2.99 USD. */
const FREE_DOCUMENT = {
  slug: 'calculus-i-limits-and-derivatives-past-exams',
  title: 'Calculus I: Limits and Derivatives Past Exams',
};
const PAID_DOCUMENT = {
  slug: 'linear-algebra-eigenvalues-and-eigenvectors-flashcards',
  type: 'Flashcards',
  points: '30 points',
};

test.describe('catalog pages', () => {
  test('the landing page shows top subjects and featured documents from the catalog', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByTestId('top-subjects').getByRole('link')).toHaveCount(12);
    const featured = page.getByTestId('featured-documents').getByTestId('document-card');
    await expect(featured).toHaveCount(10);
    await expect(page.getByTestId('popular-universities').getByRole('link')).toHaveCount(6);
    await expect(page.getByTestId('popular-textbooks').getByRole('link')).toHaveCount(4);
  });

  test('a text search counts its results and lists matching questions', async ({ page }) => {
    await openPage(page, '/search?q=calculus');
    await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
    await expect(page.getByTestId('document-card').first()).toContainText(/Calculus/i);
  });

  test('price badges: Free, the type when signed out, points when signed in', async ({ page }) => {
    await openPage(page, `/documents/${FREE_DOCUMENT.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FREE_DOCUMENT.title);
    await expect(page.locator('aside').getByTestId('price-badge')).toHaveText('Free');
    await openPage(page, `/documents/${PAID_DOCUMENT.slug}`);
    await expect(page.locator('aside').getByTestId('price-badge')).toHaveText(PAID_DOCUMENT.type);
    await signInThroughApi(page, DEMO.student);
    await openPage(page, `/documents/${PAID_DOCUMENT.slug}`);
    await expect(page.locator('aside').getByTestId('price-badge')).toHaveText(PAID_DOCUMENT.points);
  });

  test('adding a document to the cart twice warns that digital content is bought once', async ({ page }) => {
    await openPage(page, `/documents/${PAID_DOCUMENT.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item already in cart')).toBeVisible();
    await expect(
      page.getByText('This item is already in your cart. Digital content can only be purchased once.'),
    ).toBeVisible();
  });

  test('unknown documents answer the 404 page', async ({ page }) => {
    const response = await page.goto('/documents/no-such-document-anywhere');
    expect(response?.status()).toBe(404);
  });

  test('sitemap.xml lists the public pages and the documents', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`/documents/${FREE_DOCUMENT.slug}</loc>`);
    expect(xml).toContain('/subjects/mathematics</loc>');
    expect(xml).toContain('/legal/terms</loc>');
  });
});

test.describe('taxonomy pages', () => {
  test('a subject lists its documents and textbooks', async ({ page }) => {
    await openPage(page, '/subjects');
    await page
      .getByTestId('subjects')
      .getByRole('link', { name: /Mathematics/ })
      .click();
    await expect(page).toHaveURL(/\/subjects\/mathematics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    await expect(page.getByTestId('textbooks').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('document-card').first()).toBeVisible();
  });

  test('universities filter by country in the URL and lead to a course page', async ({ page }) => {
    await openPage(page, '/universities?country=KE');
    await expect(page.getByTestId('universities').getByRole('link', { name: /University of Nairobi/ })).toBeVisible();
    await expect(page.getByTestId('universities').getByRole('link', { name: /Harvard/ })).toHaveCount(0);
    await page
      .getByTestId('universities')
      .getByRole('link', { name: /University of Nairobi/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'University of Nairobi' })).toBeVisible();
    const course = page.getByTestId('courses').getByRole('link').first();
    const courseName = (await course.locator('span').first().textContent())!;
    await course.click();
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  });

  test('unknown subjects, textbooks and universities answer the 404 page', async ({ page }) => {
    for (const path of ['/subjects/no-such-subject', '/textbooks/no-such-book', '/universities/no-such-university']) {
      expect((await page.goto(path))?.status()).toBe(404);
    }
  });
});
