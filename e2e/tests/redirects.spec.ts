import { ALIAS_REDIRECTS, resolveAliasRedirect } from '../../frontend/src/config/redirects';
import { expect, mockSignedOut, openPage, test } from './support/fixtures';

/** Concrete paths for every alias pattern. */
const CASES = ALIAS_REDIRECTS.map((redirect) => {
  const from = redirect.source.replace(':slug', 'derivatives-practice').replace(':paperId', '4b3c1a');
  return { from, to: resolveAliasRedirect(from) };
});

test.describe('alias redirects', () => {
  test('cover every alias of the spec', () => {
    expect(CASES.map((entry) => entry.from)).toEqual([
      '/homework-helper',
      '/homework-helper/derivatives-practice',
      '/flashcard-maker',
      '/flashcard-maker/derivatives-practice',
      '/xywriter',
      '/xywriter/paper',
      '/xywriter/paper/4b3c1a',
      '/plagiarism-detector',
      '/xyeditor',
    ]);
  });

  for (const { from, to } of CASES) {
    test(`${from} permanently redirects to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);

      await mockSignedOut(page);
      await openPage(page, from);
      await expect(page).toHaveURL(to ?? '');
    });
  }

  test('keeps the query string', async ({ request }) => {
    const response = await request.get('/plagiarism-detector?ref=footer', { maxRedirects: 0 });
    expect(response.headers().location).toMatch(/\/plagiarism-checker\?ref=footer$/);
  });
});

test('the health probe answers ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
