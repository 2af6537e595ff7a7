import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** /sitemap.xml: every public page, generated from the catalog API (spec section 2). */

/** How long the sitemap may reuse a catalog answer (frontend/src/app/sitemap.xml/route.ts), with a margin. */
const SITEMAP_CACHE_MS = 15 * 60_000;

interface ApiList<T> {
  data: T[];
  meta?: { total: number };
}

async function apiList<T>(request: APIRequestContext, path: string): Promise<ApiList<T>> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as ApiList<T>;
}

/** Every <loc> of the sitemap, as paths on the site. */
const XML_ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' };

/** The paths of the sitemap's <loc> entries, XML entities decoded (slugs may hold an apostrophe). */
function paths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = match[1]!.replace(/&(amp|apos|quot|lt|gt);/g, (_, name: string) => XML_ENTITIES[name]!);
    return decodeURIComponent(new URL(url).pathname);
  });
}

test.describe('sitemap.xml', () => {
  test('is a valid sitemap of absolute URLs on one site, each listed once', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>/g)].map(
      (match) => match[1]!,
    );
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
    expect(new Set(urls).size).toBe(urls.length);
    const origin = new URL(urls[0]!).origin;
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
  });

  test('lists the static public pages of the spec', async ({ request }) => {
    const listed = new Set(paths(await (await request.get('/sitemap.xml')).text()));
    for (const path of [
      '/',
      '/documents',
      '/subjects',
      '/textbooks',
      '/universities',
      '/ai-homework-helper',
      '/ai-writer',
      '/about',
      '/contact',
      '/help',
      '/legal/terms',
      '/legal/privacy',
      '/legal/file-complaint',
    ]) {
      expect(listed, path).toContain(path);
    }
    // Aliases that redirect are not pages of their own.
    expect(listed).not.toContain('/homework-helper');
    expect(listed).not.toContain('/xywriter');
  });

  test('lists every approved document and the catalog’s subjects, textbooks, universities and courses', async ({
    request,
  }) => {
    const listed = new Set(paths(await (await request.get('/sitemap.xml')).text()));

    // The sitemap may reuse catalog answers for ten minutes: documents published since may be missing.
    const settledBefore = Date.now() - SITEMAP_CACHE_MS;
    const documents = await apiList<{ slug: string; published_at: string | null; created_at: string }>(
      request,
      '/documents?sort=newest&limit=100',
    );
    const settled = documents.data.filter(
      (document) => Date.parse(document.published_at ?? document.created_at) < settledBefore,
    );
    expect(settled.length).toBeGreaterThan(0);
    for (const document of settled) expect(listed).toContain(`/documents/${document.slug}`);
    expect([...listed].filter((path) => path.startsWith('/documents/')).length).toBeGreaterThanOrEqual(60);
    // Only approved documents are public.
    expect(listed).not.toContain('/documents/limits-and-derivatives-draft-notes');

    const subjects = await apiList<{ slug: string }>(request, '/subjects');
    for (const subject of subjects.data) expect(listed).toContain(`/subjects/${subject.slug}`);

    const textbooks = await apiList<{ slug: string }>(request, '/textbooks?limit=100');
    for (const textbook of textbooks.data) expect(listed).toContain(`/textbooks/${textbook.slug}`);

    const universities = await apiList<{ slug: string; courses_count: number }>(
      request,
      '/universities?limit=100&sortBy=courses_count&sortOrder=desc',
    );
    for (const university of universities.data) expect(listed).toContain(`/universities/${university.slug}`);
    expect(universities.meta!.total).toBeGreaterThanOrEqual(100);
    expect([...listed].filter((path) => /^\/universities\/[^/]+$/.test(path)).length).toBeGreaterThanOrEqual(100);
    const withCourses = universities.data.find((university) => university.courses_count > 0)!;
    const courses = await apiList<{ slug: string }>(request, `/universities/${withCourses.slug}/courses?limit=100`);
    for (const course of courses.data) {
      expect(listed).toContain(`/universities/${withCourses.slug}/courses/${course.slug}`);
    }

    const questions = await apiList<{ slug: string }>(request, '/homework-questions?limit=5');
    for (const question of questions.data) expect(listed).toContain(`/ai-homework-helper/${question.slug}`);
  });

  test('a listed document URL opens its page', async ({ request, page }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const documentPath = paths(xml).find((path) => path.startsWith('/documents/'))!;
    const response = await page.goto(documentPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
