import type { Browser, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { buyPointsThroughApi, expectAccessible, VIEWPORTS } from './support/money';

/**
 * The homework helper on the running stack as a student (spec sections 2 and 10): similar
 * bank questions appear first as the question is typed, an answer from the stack's fake model
 * (scripted here) with a step the math engine confirms and one it finds wrong, private until made
 * public, its public page read signed out, delete, and the /homework-helper aliases.
 */

const FAKE_UPSTREAMS = process.env.E2E_FAKE_UPSTREAMS_URL ?? 'http://127.0.0.1:14120';
/** The seeded bank question the student's wording resembles (catalog's demo data). */
const BANK_QUESTION = 'A fair die is rolled twice. What is the probability that the sum is 7?';
const TYPED_QUESTION = 'A fair die is rolled twice: what is the probability the sum is 7?';
/** The hold of a homework answer (HOMEWORK_ANSWER_HOLD_POINTS: 600 words at the writing rate). */
const HOLD_POINTS = 60;

/** The model's answer in the JSON shape ai-tools asks for: step 1 is right, step 3 is wrong (6/36 is not 1/5). */
const SCRIPTED_ANSWER = JSON.stringify({
  steps: [
    {
      title: 'Count the outcomes',
      body_markdown: 'Two rolls of a fair die give $6 \\times 6 = 36$ equally likely outcomes.',
      check: { kind: 'arithmetic', expression: '6 * 6 = 36' },
    },
    {
      title: 'Count the sums of 7',
      body_markdown: 'The pairs (1, 6), (2, 5), (3, 4), (4, 3), (5, 2) and (6, 1) add up to 7: **6** outcomes.',
      check: null,
    },
    {
      title: 'Divide',
      body_markdown: 'The probability is $\\frac{6}{36} = \\frac{1}{5}$.',
      check: { kind: 'arithmetic', expression: '6 / 36 = 1 / 5' },
    },
  ],
  final_answer_markdown: 'The probability that the sum is 7 is $\\frac{1}{6}$.',
});

async function scriptModelReply(page: Page, reply: string) {
  const response = await page.request.post(`${FAKE_UPSTREAMS}/__control/script`, { data: { replies: [{ reply }] } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A page in a fresh browser context: a visitor without a session. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a student sees similar bank questions first, asks anyway, gets checked steps, shares the answer and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // An account of its own: buying the hold checks the exact balance, which no other test touches.
  await createVerifiedAccount(page, 'homework-asker');
  await buyPointsThroughApi(page, HOLD_POINTS);
  await openPage(page, '/ai-homework-helper');
  await expect(page.getByRole('heading', { level: 1, name: /Step-by-step answers/ })).toBeVisible();

  // As the question is typed, the bank's similar question is suggested first, with its page.
  await page.getByLabel('Your question').fill(TYPED_QUESTION);
  const similar = page.getByTestId('similar-questions');
  await expect(similar).toBeVisible();
  const firstSuggestion = similar.getByRole('link').first();
  await expect(firstSuggestion).toHaveText(BANK_QUESTION);
  const bankPath = await firstSuggestion.getAttribute('href');
  expect(bankPath).toMatch(/^\/ai-homework-helper\/[^/]+$/);

  // Private by default; asking anyway with the scripted model reply.
  await expect(page.getByRole('switch', { name: 'Make this question public' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.getByLabel('Formula (optional, LaTeX)').fill('P(X_1 + X_2 = 7)');
  await expect(page.getByTestId('formula-preview').locator('.katex')).toBeVisible();
  await scriptModelReply(page, SCRIPTED_ANSWER);
  await page.getByRole('button', { name: 'Ask anyway' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-homework-helper\/question\/[^/]+$/, { timeout: 60_000 });
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  // The steps in order: "Verified" only on the step the engine confirmed, a warning on the wrong one.
  const steps = page.getByTestId('answer-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Step 1: Count the outcomes');
  await expect(steps.nth(0).getByTestId('step-verified')).toContainText('Verified');
  await expect(steps.nth(1).getByTestId('step-verified')).toHaveCount(0);
  await expect(steps.nth(1).getByTestId('step-mismatch')).toHaveCount(0);
  await expect(steps.nth(2).getByTestId('step-verified')).toHaveCount(0);
  await expect(steps.nth(2).getByTestId('step-mismatch')).toContainText('the math engine found this step wrong', {
    ignoreCase: true,
  });
  await expect(page.getByTestId('answer-mismatch-notice')).toBeVisible();
  await expect(steps.nth(2).locator('.katex')).not.toHaveCount(0);
  await expect(page.getByText('The probability that the sum is 7 is')).toBeVisible();
  await expect(page.getByTestId('question-content').locator('.katex')).toBeVisible();
  await expect(page.getByTestId('points-charged')).toContainText(/Points charged\s*\d+/);
  await expect(page.getByTestId('answer-engine')).toContainText('fake-model, steps checked by a math engine');
  await expectAccessible(page, 'answered question (desktop)', VIEWPORTS[0].width);

  // Private: a visitor gets the 404 page.
  const visitor = await signedOutPage(browser);
  const privateResponse = await visitor.goto(`/ai-homework-helper/${encodeURIComponent(slug)}`);
  expect(privateResponse?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');

  // Made public, its server-rendered page is open to anyone, with the engine's notes and QAPage data.
  await page.getByRole('switch', { name: 'Public' }).click();
  await expect(toast(page, 'The question is public')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Public' })).toHaveAttribute('aria-checked', 'true');

  const publicResponse = await visitor.goto(`/ai-homework-helper/${encodeURIComponent(slug)}`);
  expect(publicResponse?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TYPED_QUESTION);
  const answer = visitor.getByTestId('server-answer');
  await expect(answer).toContainText('Checked by the math engine: this step is correct.');
  await expect(answer).toContainText('The math engine found this step wrong.');
  await expect(answer.locator('.katex').first()).toBeVisible();
  await expect(visitor.getByTestId('points-charged')).toHaveCount(0);
  await expect(visitor.getByRole('switch', { name: 'Public' })).toHaveCount(0);
  const structuredData = await visitor.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(structuredData ?? '{}')).toMatchObject({
    '@type': 'QAPage',
    mainEntity: { '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } },
  });
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/ai-homework-helper/${slug}$`),
  );

  // The alias redirects to the same page.
  await visitor.goto(`/homework-helper/${encodeURIComponent(slug)}`);
  await expect(visitor).toHaveURL(new RegExp(`/ai-homework-helper/${slug}$`));
  await visitor.goto('/homework-helper');
  await expect(visitor).toHaveURL(/\/ai-homework-helper$/);

  // The bank question has no answer of ours: its page offers one, after signing in.
  await visitor.goto(bankPath!);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(BANK_QUESTION);
  await expect(visitor.getByRole('heading', { name: 'No step-by-step answer yet' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to get an answer' })).toHaveAttribute(
    'href',
    `/login?returnUrl=${encodeURIComponent(bankPath!)}`,
  );

  // The student's list has it; deleting it (confirmed) removes the public page too.
  await openPage(page, '/dashboard/ai-homework-helper');
  // Newest first: the newest row with this wording is the one just asked.
  const row = page.getByTestId('homework-question-row').filter({ hasText: TYPED_QUESTION }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/dashboard/ai-homework-helper/question/${encodeURIComponent(slug)}`);
  await page.getByRole('button', { name: 'Delete question' }).click();
  await page.getByRole('dialog', { name: 'Delete this question?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Question deleted')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/ai-homework-helper');
  const goneResponse = await visitor.goto(`/ai-homework-helper/${encodeURIComponent(slug)}`);
  expect(goneResponse?.status()).toBe(404);
  await visitor.context().close();
});

test('a bank question without an answer gets one from its page, as the student’s private question', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // An account of its own: buying the hold checks the exact balance, which no other test touches.
  await createVerifiedAccount(page, 'homework-bank');
  await buyPointsThroughApi(page, HOLD_POINTS);
  const search = await page.request.get(`/api/homework-questions?q=${encodeURIComponent(BANK_QUESTION)}&limit=1`);
  const bank = ((await search.json()) as { data: { slug: string; question: string }[] }).data[0]!;
  expect(bank.question).toBe(BANK_QUESTION);
  await openPage(page, `/ai-homework-helper/${encodeURIComponent(bank.slug)}`);
  await expect(page.getByRole('heading', { name: 'No step-by-step answer yet' })).toBeVisible();
  // The same scripted reply as the other test: whichever ask takes it, each gets this answer.
  await scriptModelReply(page, SCRIPTED_ANSWER);
  await page.getByRole('button', { name: 'Get a step-by-step answer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-homework-helper\/question\/[^/]+$/, { timeout: 60_000 });
  await expect(page.getByTestId('answer-step')).toHaveCount(3);
  await expect(page.getByText('Visibility').locator('..')).toContainText('Private');
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const removed = await page.request.delete(`/api/homework/questions/${encodeURIComponent(slug)}`, {
    headers: await csrfHeaders(page),
  });
  expect(removed.status()).toBe(204);
});

test('a student without points is told so in the server’s words, and nothing is answered', async ({ page }) => {
  test.setTimeout(60_000);
  await createVerifiedAccount(page, 'homework');
  await openPage(page, '/dashboard/ai-homework-helper');
  await page.getByLabel('Your question', { exact: true }).fill('What is 17 times 23?');
  await page.getByRole('button', { name: /Get a step-by-step answer|Ask anyway/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Not enough points' });
  await expect(alert).toContainText('insufficient points');
  await expect(alert.getByRole('link', { name: 'Buy points' })).toHaveAttribute('href', '/dashboard/wallet');
  await expect(page).toHaveURL('/dashboard/ai-homework-helper');
});

test('a signed-out visitor is sent to sign in to ask, and an unknown question is a 404', async ({ page }) => {
  await openPage(page, '/ai-homework-helper');
  await page.getByLabel('Your question').fill('What is the derivative of x squared?');
  await expect(page.getByRole('link', { name: 'Sign in to ask' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fai-homework-helper',
  );
  const response = await page.goto('/ai-homework-helper/no-such-question-e2e');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
});

test('an image that is not PNG, JPEG or WebP is refused before anything is sent', async ({ page }) => {
  await signInThroughApi(page, DEMO.student);
  await openPage(page, '/dashboard/ai-homework-helper');
  await page.getByLabel('Photo of the question (optional)').setInputFiles({
    name: 'question.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
});

test('the homework helper pages have no serious accessibility issues and no sideways scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPage(page, '/ai-homework-helper');
    await page.getByLabel('Your question').fill(TYPED_QUESTION);
    await expect(page.getByTestId('similar-questions')).toBeVisible();
    await expectAccessible(page, `landing (${viewport.name})`, viewport.width);
  }
  await signInThroughApi(page, DEMO.student);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPage(page, '/dashboard/ai-homework-helper');
    await page.getByLabel('Formula (optional, LaTeX)').fill('\\int_0^1 x^2 \\, dx');
    await expect(page.getByTestId('formula-preview').locator('.katex')).toBeVisible();
    await expectAccessible(page, `dashboard (${viewport.name})`, viewport.width);
  }
});
