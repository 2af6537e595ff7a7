import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { csrfHeaders, DEMO, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';

/**
 * The admin tables' shared sorting and CSV export on the blog posts table: an admin orders the posts
 * by a header (the order and aria-sort change), then downloads the rows the filters match from
 * Export CSV; on a phone the rows are cards and the same orders are links above them.
 */

const CSV_HEADER =
  'Post id,Title,Slug,State,Author,Category,Tags,Published at,Views,Comments,Likes,Created at,Updated at';

/** Two drafts (never shown to readers) whose titles sort opposite to the order they were written in. */
async function createDrafts(page: Page, tag: string): Promise<{ first: string; second: string }> {
  const authors = await page.request.get('/api/admin/blog/authors');
  expect(authors.status(), await authors.text()).toBe(200);
  const [author] = ((await authors.json()) as { data: { id: string }[] }).data;
  const titles = { first: `Aardvark revision plan ${tag}`, second: `Zebra crossing notes ${tag}` };
  // Written Aardvark then Zebra: the usual order (latest change first) shows Zebra on top.
  for (const title of [titles.first, titles.second]) {
    const created = await page.request.post('/api/admin/blog/posts', {
      headers: await csrfHeaders(page),
      data: {
        title,
        excerpt: 'A draft the admin tables test sorts and exports.',
        content: '<p>Body text that the export leaves out.</p>',
        author_id: author!.id,
        status: 'draft',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return titles;
}

const rowTitles = async (page: Page, tag: string): Promise<string[]> =>
  (await page.getByTestId('blog-post-row').filter({ visible: true }).allInnerTexts()).map((text) =>
    text.includes(`Aardvark revision plan ${tag}`) ? 'Aardvark' : 'Zebra',
  );

/** Clicks Export CSV and reads the downloaded file's lines. */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`an admin sorts the blog posts by a header and exports them as CSV (${viewport.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
    const tag = randomUUID().slice(0, 8);
    const titles = await createDrafts(page, tag);

    await openPage(page, `/admin/blog-management?tab=posts&q=${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog management');
    await expect(page.getByRole('search', { name: 'Find posts' }).getByLabel('Title, slug or author')).toHaveValue(tag);
    await expect(page.getByText('2 posts', { exact: true })).toBeVisible();
    expect(await rowTitles(page, tag)).toEqual(['Zebra', 'Aardvark']);

    if (viewport.name === 'desktop') {
      const titleHeader = page.getByRole('columnheader', { name: 'Title' });
      await expect(titleHeader).toHaveAttribute('aria-sort', 'none');
      await expect(page.getByRole('columnheader', { name: 'Publication' })).toHaveAttribute('aria-sort', 'descending');
      await titleHeader.getByRole('link').click();
      await expect(page).toHaveURL(/sort=title&order=asc/);
      await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(page.getByRole('columnheader', { name: 'Publication' })).toHaveAttribute('aria-sort', 'none');
      expect(await rowTitles(page, tag)).toEqual(['Aardvark', 'Zebra']);
      await titleHeader.getByRole('link').click();
      await expect(page).toHaveURL(/sort=title&order=desc/);
      await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
      expect(await rowTitles(page, tag)).toEqual(['Zebra', 'Aardvark']);
      await titleHeader.getByRole('link').click();
      await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    } else {
      // No column headers on a phone: the orders are links above the cards.
      await expect(page.getByRole('columnheader', { name: 'Title' })).toBeHidden();
      const sortLinks = page.getByRole('navigation', { name: 'Sort by' });
      await expect(sortLinks).toBeVisible();
      await expect(sortLinks.getByRole('link', { name: /^Publication/ })).toHaveAttribute('aria-current', 'true');
      await sortLinks.getByRole('link', { name: /^Title/ }).click();
      await expect(page).toHaveURL(/sort=title&order=asc/);
      await expect(sortLinks.getByRole('link', { name: /^Title/ })).toHaveAttribute('aria-current', 'true');
      await expect(sortLinks.getByRole('link', { name: /^Title/ })).toContainText('(ascending)');
      expect(await rowTitles(page, tag)).toEqual(['Aardvark', 'Zebra']);
    }
    // The search and the order stay when the state filter changes.
    await page.getByRole('navigation', { name: 'Post state' }).getByRole('link', { name: 'draft' }).click();
    await expect(page).toHaveURL(/status=draft&q=[^&]+&sort=title&order=asc/);
    expect(await rowTitles(page, tag)).toEqual(['Aardvark', 'Zebra']);

    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(/^blog-posts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe(CSV_HEADER);
    expect(csv.lines).toHaveLength(3);
    expect(csv.lines[1]).toContain(`,${titles.first},aardvark-revision-plan-${tag},draft,`);
    expect(csv.lines[2]).toContain(`,${titles.second},`);
    expect(csv.lines.join('\n')).not.toContain('Body text');
  });
}
