import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * Scholarships on the seeded stack (33 published demo scholarships, deadlines counted from the
 * day the stack first started): a visitor filters and sorts the list and opens one with its
 * university and course links; a student saves one, finds it in the dashboard and unsaves it; an
 * admin writes a draft, publishes it and it appears to everyone. Expected values come from the
 * API, so the pages are checked against what the content service holds.
 */

interface Scholarship {
  id: string;
  slug: string;
  title: string;
  deadline: string;
  country_name: string;
  levels: string[];
  university: { slug: string; name: string } | null;
  course: { slug: string; name: string } | null;
}

async function scholarshipsFromApi(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/scholarships?${query}`);
  expect(response.status(), `GET /api/scholarships?${query}`).toBe(200);
  return (await response.json()) as { data: Scholarship[]; meta: { total: number } };
}

function cards(page: Page) {
  return page.getByTestId('scholarship-card');
}

async function cardDeadlines(page: Page): Promise<string[]> {
  return cards(page)
    .getByTestId('scholarship-deadline')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

test.describe('scholarships for a visitor', () => {
  test('lists open scholarships closest deadline first, and filters by level and country', async ({ page }) => {
    const all = await scholarshipsFromApi(page.request, 'limit=12');
    expect(all.meta.total).toBeGreaterThanOrEqual(30);

    await openPage(page, '/scholarships');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(`${all.meta.total} scholarships`);
    const deadlines = await cardDeadlines(page);
    expect(deadlines).toEqual(all.data.map((item) => item.deadline));
    expect([...deadlines].sort()).toEqual(deadlines);

    const expected = await scholarshipsFromApi(page.request, 'level=phd&country=DE&limit=12');
    expect(expected.meta.total).toBeGreaterThan(0);
    const filters = page.getByRole('search', { name: 'Filter scholarships' });
    await filters.getByLabel('Level').selectOption('phd');
    await filters.getByLabel('Country').selectOption('DE');
    await filters.getByRole('button', { name: 'Show scholarships' }).click();

    await expect(page).toHaveURL(/level=phd/);
    await expect(page).toHaveURL(/country=DE/);
    await expect(page.getByTestId('result-count')).toHaveText(
      `${expected.meta.total} ${expected.meta.total === 1 ? 'scholarship' : 'scholarships'}`,
    );
    await expect(cards(page).getByRole('heading')).toHaveText(expected.data.map((item) => item.title));
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('PhD');
      await expect(card).toContainText('Germany');
    }

    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/scholarships$/);
    await expect(page.getByTestId('result-count')).toHaveText(`${all.meta.total} scholarships`);
  });

  test('opens a scholarship with links to its university and course pages', async ({ page }) => {
    const { data } = await scholarshipsFromApi(page.request, 'university=heidelberg-university');
    const scholarship = data.find((item) => item.course !== null);
    expect(scholarship, 'a seeded Heidelberg scholarship with a course').toBeTruthy();

    await openPage(page, '/scholarships?university=heidelberg-university');
    await cards(page).getByRole('link', { name: scholarship!.title }).click();
    await expect(page).toHaveURL(`/scholarships/${scholarship!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(scholarship!.title);
    await expect(page.getByRole('heading', { name: 'Who can apply' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Apply on the official site/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: scholarship!.course!.name })).toHaveAttribute(
      'href',
      `/universities/heidelberg-university/courses/${scholarship!.course!.slug}`,
    );

    await page.getByRole('link', { name: 'Heidelberg University', exact: true }).click();
    await expect(page).toHaveURL('/universities/heidelberg-university');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heidelberg University');
  });

  test('is sent to log in when saving, and back to the scholarship after', async ({ page }) => {
    const { data } = await scholarshipsFromApi(page.request, 'limit=1');
    await openPage(page, `/scholarships/${data[0]!.slug}`);
    await page.getByTestId('save-scholarship').click();
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(`/scholarships/${data[0]!.slug}`)}`);
  });

  test('finds every open scholarship in the sitemap', async ({ page }) => {
    const { data } = await scholarshipsFromApi(page.request, 'limit=100');
    expect(data.length).toBeGreaterThanOrEqual(30);
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const paths = [...(await response.text()).matchAll(/<loc>[^<]*?(\/scholarships\/[^<]+)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    // The admin test's scholarship comes and goes while this runs; the seeded ones stay.
    const seeded = (path: string) => !path.startsWith('/scholarships/e2e-');
    expect(paths.filter(seeded).sort()).toEqual(
      data
        .map((item) => `/scholarships/${item.slug}`)
        .filter(seeded)
        .sort(),
    );
  });

  test('sees a 404 for a scholarship that does not exist', async ({ page }) => {
    const response = await page.goto('/scholarships/no-such-scholarship-anywhere');
    expect(response?.status()).toBe(404);
  });
});

test.describe('scholarships for a student', () => {
  test('saves a scholarship, finds it in the dashboard with its deadline, and unsaves it', async ({ page }) => {
    await createVerifiedAccount(page, 'scholar');
    const { data } = await scholarshipsFromApi(page.request, 'level=masters&limit=1');
    const scholarship = data[0]!;

    await openPage(page, `/scholarships/${scholarship.slug}`);
    const save = page.getByTestId('save-scholarship');
    await expect(save).toHaveAttribute('data-state', 'not-saved');
    await save.click();
    await expect(toast(page, 'Scholarship saved')).toBeVisible();
    await expect(save).toHaveAttribute('data-state', 'saved');
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await openPage(page, '/dashboard/scholarships');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved scholarships' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saved Scholarships' }).first()).toHaveAttribute(
      'href',
      '/dashboard/scholarships',
    );
    const saved = page.getByTestId('saved-scholarships').getByTestId('scholarship-card');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading')).toHaveText(scholarship.title);
    await expect(saved.locator('time')).toHaveAttribute('datetime', scholarship.deadline);

    await saved.getByTestId('save-scholarship').click();
    await expect(toast(page, 'Removed from your saved scholarships')).toBeVisible();
    await expect(page.getByText('You have not saved any scholarships yet.')).toBeVisible();
    const after = await page.request.get('/api/scholarships/saved');
    expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);
  });

  test('cannot reach the admin scholarships API', async ({ page }) => {
    await signInThroughApi(page, DEMO.student);
    const response = await page.request.get('/api/admin/scholarships');
    expect(response.status()).toBe(403);
  });
});

test.describe('scholarships for an admin', () => {
  test('writes a draft, publishes it, and everyone sees it', async ({ page, browser }) => {
    await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
    const title = `E2E Robotics Award ${randomUUID().slice(0, 6)}`;

    await openPage(page, '/admin/scholarships');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
    await page.getByRole('link', { name: 'New scholarship' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New scholarship' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New scholarship' });
    await form.getByRole('button', { name: 'Create scholarship' }).click();
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByText('Choose at least one level.')).toBeVisible();

    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Provider').fill('End-to-End Robotics Trust');
    await form
      .getByLabel('Description')
      .fill('Funds a year of robotics study for a student who builds things that move.');
    await form.getByLabel('Amount in US dollars').fill('7,500');
    await form.getByLabel('Deadline').fill(new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Country', { exact: true }).selectOption('DE');
    await form.getByLabel('Find a university').fill('Munich');
    await form.getByRole('button', { name: /Technical University of Munich/ }).click();
    await expect(form.getByTestId('picked-university')).toHaveText('Technical University of Munich');
    await form.getByLabel('Course').selectOption({ label: 'Informatics' });
    await form.getByLabel("Master's").check();
    await form.getByLabel('Engineering').check();
    await form.getByLabel('Who can apply').fill('Students admitted to a robotics master’s programme.');
    await form.getByLabel('How to apply').fill('Send a video of a robot you built and a short letter.');
    await form.getByLabel('Official link').fill('https://robotics-trust.example.org/award');
    await form.getByRole('button', { name: 'Create scholarship' }).click();

    await expect(toast(page, 'Scholarship created')).toBeVisible();
    await expect(page).toHaveURL('/admin/scholarships');
    const row = page.getByTestId('admin-scholarship-row').filter({ visible: true }).filter({ hasText: title });
    await expect(row).toContainText('Draft');

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const hidden = await visitorPage.request.get(`/api/scholarships?q=${encodeURIComponent(title)}`);
    expect(((await hidden.json()) as { data: unknown[] }).data).toEqual([]);

    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Scholarship published')).toBeVisible();
    await expect(row).toContainText('Published');

    await openPage(visitorPage, `/scholarships?q=${encodeURIComponent(title)}`);
    await visitorPage.getByRole('link', { name: title }).click();
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitorPage.getByTestId('scholarship-amount')).toHaveText('$7,500');
    await expect(visitorPage.getByRole('link', { name: 'Informatics' })).toHaveAttribute(
      'href',
      '/universities/technical-university-of-munich/courses/informatics',
    );
    await visitor.close();

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete scholarship' }).click();
    await expect(toast(page, 'Scholarship deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('scholarships accessibility', () => {
  for (const viewport of VIEWPORTS) {
    test(`the list, a scholarship and the saved list pass axe at ${viewport.name} width`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openPage(page, '/scholarships');
      await expect(cards(page).first()).toBeVisible();
      await expectAccessible(page, `/scholarships at ${viewport.name}`, viewport.width);

      const { data } = await scholarshipsFromApi(page.request, 'university=university-of-oxford');
      await openPage(page, `/scholarships/${data[0]!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data[0]!.title);
      await expectAccessible(page, `/scholarships/${data[0]!.slug} at ${viewport.name}`, viewport.width);

      await createVerifiedAccount(page, 'scholar-a11y');
      await openPage(page, '/dashboard/scholarships');
      await expect(page.getByText('You have not saved any scholarships yet.')).toBeVisible();
      await expectAccessible(page, `/dashboard/scholarships at ${viewport.name}`, viewport.width);
    });
  }

  test('the admin list and form pass axe', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
    await openPage(page, '/admin/scholarships');
    await expect(page.getByTestId('admin-scholarship-row').first()).toBeAttached();
    await expectAccessible(page, '/admin/scholarships', 1280);
    await openPage(page, '/admin/scholarships/new');
    await expect(page.getByRole('form', { name: 'New scholarship' })).toBeVisible();
    await expectAccessible(page, '/admin/scholarships/new', 1280);
  });
});
