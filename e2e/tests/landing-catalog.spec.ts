import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';

/**
 * The landing page's catalog sections (spec sections 2, 8 and 9, Home) against the seeded demo
 * catalog: 12 subjects by document count, 10 featured documents, 6 universities and 4 textbooks,
 * each compared with what the catalog API answers.
 */

interface Subject {
  name: string;
  slug: string;
  document_count: number;
}
interface Featured {
  title: string;
  slug: string;
  price: number;
  points_price: number;
  download_count: number;
  document_type: { name: string };
}
interface University {
  name: string;
  slug: string;
}
interface Textbook {
  title: string;
  slug: string;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), `GET /api${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

function featuredCards(page: Page) {
  return page.getByTestId('featured-documents').getByTestId('document-card');
}

test.describe('landing catalog sections', () => {
  test('come in the spec’s order between the AI Writer section and the testimonials', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByTestId('featured-documents')).toBeVisible();
    const order = await page
      .locator('h1, h2[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id || heading.tagName.toLowerCase()));
    const expected = [
      'hero-heading',
      'universities-heading',
      'ai-tools-heading',
      'ai-writer-heading',
      'top-subjects-heading',
      'featured-heading',
      'popular-universities-heading',
      'popular-textbooks-heading',
      'testimonials-heading',
    ];
    const positions = expected.map((id) => order.indexOf(id));
    expect(
      positions.every((position) => position >= 0),
      `headings found: ${order.join(', ')}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test('top subjects are the 12 with the most documents, each with its count and page', async ({ page, request }) => {
    const subjects = await apiData<Subject[]>(request, '/subjects?sort=popular&limit=12');
    expect(subjects).toHaveLength(12);
    const counts = subjects.map((subject) => subject.document_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    await openPage(page, '/');
    const tiles = page.getByTestId('top-subjects').getByRole('link');
    await expect(tiles).toHaveCount(12);
    for (const [index, subject] of subjects.entries()) {
      const tile = tiles.nth(index);
      await expect(tile).toContainText(subject.name);
      // The home page may reuse a catalog answer for a minute: the count is checked by its shape.
      await expect(tile).toContainText(/\d[\d,]* documents?$/);
      await expect(tile).toHaveAttribute('href', `/subjects/${subject.slug}`);
    }
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`/subjects/${subjects[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subjects[0]!.name);
  });

  test('featured documents are the 10 most downloaded, with the type as the badge for visitors', async ({
    page,
    request,
  }) => {
    const featured = await apiData<Featured[]>(request, '/documents/featured?limit=10');
    expect(featured).toHaveLength(10);
    const downloads = featured.map((document) => document.download_count);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));

    await openPage(page, '/');
    const cards = featuredCards(page);
    await expect(cards).toHaveCount(10);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(featured.map((document) => document.title));
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/documents/${featured[0]!.slug}`);
    const badges = await cards.getByTestId('price-badge').allTextContents();
    expect(badges).toEqual(featured.map((document) => (document.price === 0 ? 'Free' : document.document_type.name)));
    await expect(page.getByText('No featured documents available')).toHaveCount(0);
    await expect(page.getByText('Failed to load featured documents')).toHaveCount(0);
  });

  test('a signed-in student sees the featured prices in points', async ({ page, request }) => {
    const featured = await apiData<Featured[]>(request, '/documents/featured?limit=10');
    await signInThroughApi(page, DEMO.student);
    await openPage(page, '/');
    const badges = await featuredCards(page).getByTestId('price-badge').allTextContents();
    expect(badges).toEqual(
      featured.map((document) =>
        document.price === 0 ? 'Free' : `${document.points_price.toLocaleString('en-US')} points`,
      ),
    );
  });

  test('6 universities by documents and 4 popular textbooks link to their pages', async ({ page, request }) => {
    const universities = await apiData<University[]>(
      request,
      '/universities?limit=6&sortBy=document_count&sortOrder=desc',
    );
    const textbooks = await apiData<Textbook[]>(request, '/textbooks?sort=popular&limit=4');
    expect(universities).toHaveLength(6);
    expect(textbooks).toHaveLength(4);

    await openPage(page, '/');
    const universityLinks = page.getByTestId('popular-universities').getByRole('link');
    await expect(universityLinks).toHaveCount(6);
    for (const [index, university] of universities.entries()) {
      await expect(universityLinks.nth(index)).toContainText(university.name);
      await expect(universityLinks.nth(index)).toContainText(/\d[\d,]* documents?$/);
      await expect(universityLinks.nth(index)).toHaveAttribute('href', `/universities/${university.slug}`);
    }
    const textbookLinks = page.getByTestId('popular-textbooks').getByRole('link');
    await expect(textbookLinks).toHaveCount(4);
    for (const [index, textbook] of textbooks.entries()) {
      await expect(textbookLinks.nth(index)).toContainText(textbook.title);
      await expect(textbookLinks.nth(index)).toHaveAttribute('href', `/textbooks/${textbook.slug}`);
    }
  });
});
