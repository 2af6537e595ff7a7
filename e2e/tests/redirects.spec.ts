import { expect, mockSignedOut, openPage, test } from './support/fixtures';

/** Every alias of product spec section 2, written out independently of the app's table. */
const CASES: { from: string; to: string }[] = [
  { from: '/homework-helper', to: '/ai-homework-helper' },
  { from: '/homework-helper/derivatives-practice', to: '/ai-homework-helper/derivatives-practice' },
  { from: '/flashcard-maker', to: '/ai-flashcard-maker' },
  { from: '/flashcard-maker/derivatives-practice', to: '/ai-flashcard-maker/derivatives-practice' },
  { from: '/xywriter', to: '/ai-writer' },
  { from: '/xywriter/paper', to: '/dashboard/ai-writer/paper' },
  { from: '/xywriter/paper/4b3c1a', to: '/dashboard/ai-writer/paper/4b3c1a' },
  { from: '/plagiarism-detector', to: '/plagiarism-checker' },
  { from: '/xyeditor', to: '/xy-editor' },
];

test.describe('alias redirects', () => {
  for (const { from, to } of CASES) {
    test(`${from} permanently redirects to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);

      await mockSignedOut(page);
      await openPage(page, from);
      // The dashboard needs a session: a visitor following a dashboard alias is asked to sign in first.
      const landing = to.startsWith('/dashboard') ? `/login?returnUrl=${encodeURIComponent(to)}` : to;
      await expect(page).toHaveURL(landing);
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
