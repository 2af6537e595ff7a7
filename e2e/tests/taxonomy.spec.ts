import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './support/fixtures';

/**
 * /subjects, /textbooks, /universities and their detail pages against the seeded demo catalog.
 * Expected values are read from the catalog API the pages use, so the tests check that each page
 * shows what the catalog holds, not a copy of the seed.
 */

interface Subject {
  id: string;
  name: string;
  acronym: string;
  slug: string;
  description: string;
  document_count: number;
}
interface Textbook {
  id: string;
  slug: string;
  title: string;
  author: string;
}
interface University {
  id: string;
  name: string;
  slug: string;
  type: 'public' | 'private';
  country: { name: string; code: string };
  categories: string[];
  courses_count: number;
}
interface Course {
  id: string;
  name: string;
  slug: string;
}
interface DocumentSummary {
  document_type: { id: number; name: string };
}
interface ApiList<T> {
  data: T;
  meta?: { total: number };
}

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function breadcrumb(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

/** The download counts of the document cards, in page order. */
async function cardDownloads(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('document-card').locator('[title="Downloads"]').allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

test.describe('subjects', () => {
  test('every subject is a tile with its acronym and count, and the filter narrows them as you type', async ({
    page,
    request,
  }) => {
    const subjects = (await api<Subject[]>(request, '/subjects')).data;
    expect(subjects.length).toBeGreaterThanOrEqual(20);
    await openPage(page, '/subjects');
    await expect(page).toHaveTitle('Subjects | Studyhub');
    await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('Subjects');

    const tiles = page.getByTestId('subjects').getByRole('listitem');
    await expect(tiles).toHaveCount(subjects.length);
    const mathematics = subjects.find((subject) => subject.slug === 'mathematics')!;
    const tile = page.getByTestId('subjects').getByRole('link', { name: new RegExp(`^${mathematics.name}`) });
    await expect(tile).toHaveAttribute('href', '/subjects/mathematics');
    await expect(tile).toContainText(mathematics.acronym);
    await expect(tile).toContainText(
      `${mathematics.document_count} ${mathematics.document_count === 1 ? 'document' : 'documents'}`,
    );

    const expected = subjects.filter((subject) => `${subject.name} ${subject.acronym}`.toLowerCase().includes('math'));
    await page.getByRole('main').getByLabel('Find a subject', { exact: true }).fill('math');
    await expect(tiles).toHaveCount(expected.length);
    await expect(page).toHaveURL(/\/subjects\?q=math$/);
    await expect(page.getByTestId('subject-count')).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'subject' : 'subjects'}`,
    );

    await page.getByRole('main').getByLabel('Find a subject', { exact: true }).fill('no-such-subject-xyz');
    await expect(page.getByText('No subjects match “no-such-subject-xyz”.')).toBeVisible();

    // The filter in the URL is applied by the server too (shared links, no JavaScript needed).
    await openPage(page, '/subjects?q=math');
    await expect(page.getByRole('main').getByLabel('Find a subject', { exact: true })).toHaveValue('math');
    await expect(tiles).toHaveCount(expected.length);
  });

  test('a subject page shows its header, textbooks and every approved document, counted exactly', async ({
    page,
    request,
  }) => {
    const subject = (await api<Subject>(request, '/subjects/mathematics')).data;
    const total = await apiTotal(request, `/documents?subject_id=${subject.id}`);
    const textbooks = (await api<Textbook[]>(request, `/textbooks?subject_id=${subject.id}`)).data;
    expect(total).toBeGreaterThan(0);
    expect(textbooks.length).toBeGreaterThan(0);

    await openPage(page, '/subjects/mathematics');
    await expect(page).toHaveTitle(`${subject.name} study documents | Studyhub`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject.name);
    await expect(page.getByText(subject.description)).toBeVisible();
    await expect(breadcrumb(page).getByRole('link', { name: 'Subjects' })).toHaveAttribute('href', '/subjects');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(subject.name);
    await expect(page.getByTestId('subject-document-count')).toHaveText(
      `${subject.document_count} ${subject.document_count === 1 ? 'document' : 'documents'}`,
    );
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    await expect(page.getByTestId('document-card')).toHaveCount(Math.min(total, 12));
    for (const textbook of textbooks.slice(0, 6)) {
      await expect(page.getByTestId('textbooks').locator(`a[href="/textbooks/${textbook.slug}"]`)).toContainText(
        textbook.title,
      );
    }
  });

  test('a subject’s documents sort and filter by type through the URL', async ({ page, request }) => {
    const subject = (await api<Subject>(request, '/subjects/mathematics')).data;
    await openPage(page, '/subjects/mathematics');
    await page.getByRole('main').getByLabel('Sort by', { exact: true }).selectOption('downloads');
    await page.getByRole('main').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/subjects\/mathematics\?.*sort=downloads/);
    const downloads = await cardDownloads(page);
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));

    const [first] = (await api<DocumentSummary[]>(request, `/documents?subject_id=${subject.id}&limit=1`)).data;
    const type = first!.document_type;
    const typed = await apiTotal(request, `/documents?subject_id=${subject.id}&document_type_id=${type.id}`);
    await page.getByRole('main').getByLabel('Type', { exact: true }).selectOption({ label: type.name });
    await page.getByRole('main').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`document_type_id=${type.id}`));
    await expect(page).toHaveURL(/sort=downloads/);
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(typed));
    const cards = page.getByTestId('document-card');
    await expect(cards).toHaveCount(Math.min(typed, 12));
    for (const card of await cards.all()) await expect(card).toContainText(type.name);
  });

  test('a subject named by a differently cased slug moves to its canonical address', async ({ page }) => {
    await openPage(page, '/subjects/MATHEMATICS');
    await expect(page).toHaveURL(/\/subjects\/mathematics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mathematics');
  });
});

test.describe('textbooks', () => {
  test('the list pages through every textbook, 12 at a time, in the URL', async ({ page, request }) => {
    const total = await apiTotal(request, '/textbooks');
    expect(total).toBeGreaterThan(12);
    await openPage(page, '/textbooks');
    await expect(page).toHaveTitle('Textbooks | Studyhub');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    const covers = page.getByTestId('textbooks').getByRole('listitem');
    await expect(covers).toHaveCount(12);
    // Seeded textbooks have no cover image: each shows the default cover.
    await expect(covers.first().locator('img')).toHaveAttribute('src', '/images/default-cover.svg');
    await page.getByRole('navigation', { name: 'Textbook pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/textbooks\?page=2$/);
    await expect(covers).toHaveCount(Math.min(12, total - 12));
  });

  test('search covers title, author and description, and the subject filter narrows it', async ({ page, request }) => {
    await openPage(page, '/textbooks');
    await page.getByRole('main').getByLabel('Title, author or topic', { exact: true }).fill('Stewart');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=Stewart/);
    const byAuthor = await apiTotal(request, '/textbooks?q=Stewart');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(byAuthor));
    await expect(page.getByTestId('textbooks')).toContainText('Calculus: Early Transcendentals');

    await openPage(page, '/textbooks?q=eigenvalues');
    await expect(page.getByTestId('textbooks')).toContainText('Linear Algebra and Its Applications');

    await openPage(page, '/textbooks?q=no-such-textbook-xyz');
    await expect(page.getByTestId('result-count')).toHaveText('0 results');
    await expect(page.getByText('No textbooks match your search.')).toBeVisible();

    const subjects = (await api<Subject[]>(request, '/subjects')).data;
    const computing = subjects.find((subject) => subject.slug === 'computer-science')!;
    const inSubject = (await api<Textbook[]>(request, `/textbooks?subject_id=${computing.id}&limit=100`)).data;
    await openPage(page, '/textbooks');
    await page.getByRole('main').getByLabel('Subject', { exact: true }).selectOption({ label: computing.name });
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`subject_id=${computing.id}`));
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(inSubject.length));
    await expect(page.getByTestId('textbooks').getByRole('listitem')).toHaveCount(inSubject.length);
  });

  test('a textbook page shows its facts, rating, subject and documents', async ({ page, request }) => {
    const [book] = (await api<Textbook[]>(request, '/textbooks?q=Early%20Transcendentals')).data;
    const documents = await apiTotal(request, `/documents?textbook_id=${book!.id}`);
    await openPage(page, `/textbooks/${book!.slug}`);
    await expect(page).toHaveTitle('Calculus: Early Transcendentals | Studyhub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculus: Early Transcendentals');
    await expect(breadcrumb(page).getByRole('link', { name: 'Textbooks' })).toHaveAttribute('href', '/textbooks');
    const facts = page.getByTestId('textbook-facts');
    for (const fact of ['James Stewart', 'Cengage Learning', '8th', '2015', '9781285741550']) {
      await expect(facts).toContainText(fact);
    }
    await expect(facts.getByRole('link', { name: 'Mathematics' })).toHaveAttribute('href', '/subjects/mathematics');
    await expect(page.getByText('4.5 out of 5')).toBeAttached();
    await expect(page.getByRole('img', { name: 'Cover of Calculus: Early Transcendentals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documents for this textbook' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(documents));
  });

  test('an unknown textbook answers 404 with “Textbook not found”', async ({ page }) => {
    const response = await openPage(page, '/textbooks/no-such-textbook-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Textbook not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('universities', () => {
  test('the list pages by name, and the search, country, category and sort in the URL change it', async ({
    page,
    request,
  }) => {
    const total = await apiTotal(request, '/universities');
    expect(total).toBeGreaterThanOrEqual(100);
    const firstPage = (await api<University[]>(request, '/universities?limit=24')).data;
    const secondPage = (await api<University[]>(request, '/universities?limit=24&page=2')).data;

    await openPage(page, '/universities');
    await expect(page).toHaveTitle('Universities | Studyhub');
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(total));
    const cards = page.getByTestId('universities').getByRole('link');
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toContainText(firstPage[0]!.name);
    await page.getByRole('navigation', { name: 'University pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/universities\?page=2$/);
    await expect(cards.first()).toContainText(secondPage[0]!.name);

    const kenya = (await api<University[]>(request, '/universities?country=KE&limit=100')).data;
    await openPage(page, '/universities');
    await page.getByRole('main').getByLabel('University name', { exact: true }).fill('Nairobi');
    await page.getByRole('main').getByLabel('Country', { exact: true }).selectOption('KE');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=Nairobi/);
    await expect(page).toHaveURL(/country=KE/);
    await expect(cards).toHaveCount(kenya.filter((university) => /nairobi/i.test(university.name)).length);
    await expect(cards.first()).toContainText('University of Nairobi');
    await expect(cards.first()).toContainText(kenya[0]!.country.name);

    const medicine = (
      await api<University[]>(request, '/universities?category=medicine&sortBy=document_count&sortOrder=desc&limit=24')
    ).data;
    await openPage(page, '/universities?category=medicine&sortBy=document_count');
    await expect(page.getByRole('main').getByLabel('Category', { exact: true })).toHaveValue('medicine');
    await expect(page.getByRole('main').getByLabel('Sort by', { exact: true })).toHaveValue('document_count');
    await expect(page.getByTestId('universities').getByTestId('university-name')).toHaveText(
      medicine.map((university) => university.name),
    );

    const reversed = (await api<University[]>(request, '/universities?sortOrder=desc&limit=1')).data;
    await openPage(page, '/universities?sortOrder=desc');
    await expect(cards.first()).toContainText(reversed[0]!.name);
  });

  test('a university page shows its header, courses and documents, and leads to a course page', async ({
    page,
    request,
  }) => {
    const [university] = (
      await api<University[]>(request, '/universities?sortBy=document_count&sortOrder=desc&limit=1')
    ).data;
    const documents = await apiTotal(request, `/documents?university_id=${university!.id}`);
    const courses = (await api<Course[]>(request, `/universities/${university!.id}/courses?limit=12`)).data;
    expect(documents).toBeGreaterThan(0);

    await openPage(page, `/universities/${encodeURIComponent(university!.slug)}`);
    await expect(page).toHaveTitle(`${university!.name} | Studyhub`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(university!.name);
    await expect(breadcrumb(page).getByRole('link', { name: 'Universities' })).toHaveAttribute('href', '/universities');
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header).toContainText(university!.country.name);
    await expect(header).toContainText(university!.type === 'public' ? 'Public university' : 'Private university');
    await expect(header.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(
      university!.categories.length,
    );
    await expect(page.getByTestId('courses').getByTestId('course-name')).toHaveText(
      courses.map((course) => course.name),
    );
    await expect(page.getByRole('navigation', { name: 'Course pages' })).toHaveCount(
      university!.courses_count > 12 ? 1 : 0,
    );
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(documents));

    // The seed files each university's documents under its first course.
    const course = courses[0]!;
    const courseDocuments = await apiTotal(request, `/documents?course_id=${course.id}`);
    await page.getByTestId('courses').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${escapeRegExp(encodeURIComponent(course.slug))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name);
    await expect(page).toHaveTitle(`${course.name} at ${university!.name} | Studyhub`);
    await expect(breadcrumb(page).getByRole('link', { name: university!.name })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(resultsText(courseDocuments));
    await expect(page.getByTestId('document-card')).toHaveCount(Math.min(courseDocuments, 12));
  });

  test('a university named by its id moves to its slug address', async ({ page, request }) => {
    const [university] = (await api<University[]>(request, '/universities?search=Nairobi&country=KE')).data;
    await openPage(page, `/universities/${university!.id}`);
    await expect(page).toHaveURL(/\/universities\/university-of-nairobi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('University of Nairobi');
  });
});

test.describe('metadata of taxonomy pages', () => {
  test('a subject page has a canonical URL, Open Graph tags and breadcrumb structured data', async ({ page }) => {
    await openPage(page, '/subjects/mathematics');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Mathematics/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/subjects\/mathematics$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Mathematics study documents | Studyhub',
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/subjects\/mathematics$/,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      '@type': string;
      itemListElement: { name: string; position: number }[];
    };
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Home', 'Subjects', 'Mathematics']);
  });
});

test.describe('unknown taxonomy pages', () => {
  for (const path of [
    '/subjects/no-such-subject',
    '/textbooks/no-such-book',
    '/universities/no-such-university',
    '/universities/no-such-university/courses/law',
    '/universities/university-of-nairobi/courses/no-such-course',
    // An invalid university slug (spec section 8) is a missing page too.
    '/universities/%20%20',
  ]) {
    test(`${path} answers 404`, async ({ page }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
