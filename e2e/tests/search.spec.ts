import type { Page, Request } from '@playwright/test';
import { expect, installPausedClock, fulfilJson, mockSignedOut, openPage, test } from './support/fixtures';

const DOCUMENTS = Array.from({ length: 7 }, (_, index) => ({
  id: `doc-${index}`,
  slug: `calculus-notes-${index}`,
  title: `Calculus notes part ${index + 1}`,
  price: 4.99,
}));
const QUESTIONS = Array.from({ length: 4 }, (_, index) => ({
  id: `q-${index}`,
  slug: `calculus-question-${index}`,
  question: `How do I differentiate example ${index + 1}?`,
}));

async function stubInstantSearch(page: Page, respond: (query: string) => { status: number; body: unknown }) {
  const requests: Request[] = [];
  await page.route('**/api/search/instant**', async (route) => {
    requests.push(route.request());
    const query = new URL(route.request().url()).searchParams.get('q') ?? '';
    const { status, body } = respond(query);
    await fulfilJson(route, status, body);
  });
  return requests;
}

function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search documents and homework questions' });
}

test.describe('header search', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  test('opens on focus and sends nothing for a blank query', async ({ page }) => {
    const requests = await stubInstantSearch(page, () => ({
      status: 200,
      body: { data: { documents: [], questions: [] } },
    }));
    await openPage(page, '/about');
    await searchBox(page).focus();
    const dropdown = page.getByRole('banner').getByTestId('search-dropdown');
    await expect(dropdown).toContainText('Type to search documents and homework questions.');
    await searchBox(page).pressSequentially('   ');
    await page.waitForTimeout(700);
    expect(requests).toHaveLength(0);
    await expect(dropdown).not.toContainText('No results');
  });

  test('debounces typing into one request and caps the suggestions', async ({ page }) => {
    const requests = await stubInstantSearch(page, () => ({
      status: 200,
      body: { data: { documents: DOCUMENTS, questions: QUESTIONS } },
    }));
    await openPage(page, '/about');
    await searchBox(page).pressSequentially('  calculus ', { delay: 40 });
    const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url()).searchParams.get('q')).toBe('calculus');
    await expect(listbox.getByRole('group', { name: 'Documents' }).getByRole('option')).toHaveCount(5);
    await expect(listbox.getByRole('group', { name: 'Homework questions' }).getByRole('option')).toHaveCount(3);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('waits 300 ms after the last keystroke', async ({ page }) => {
    await installPausedClock(page);
    const requests = await stubInstantSearch(page, () => ({
      status: 200,
      body: { data: { documents: DOCUMENTS, questions: [] } },
    }));
    await openPage(page, '/about');
    await searchBox(page).fill('alg');
    await page.clock.runFor(250);
    expect(requests).toHaveLength(0);
    await page.clock.runFor(100);
    await expect.poll(() => requests.length).toBe(1);
  });

  test('choosing a document navigates to it and closes the dropdown', async ({ page }) => {
    await stubInstantSearch(page, () => ({
      status: 200,
      body: { data: { documents: DOCUMENTS, questions: QUESTIONS } },
    }));
    await openPage(page, '/about');
    await searchBox(page).fill('calculus');
    await page.getByRole('banner').getByRole('option', { name: 'Calculus notes part 2' }).click();
    await expect(page).toHaveURL('/documents/calculus-notes-1');
    await expect(page.getByRole('banner').getByTestId('search-dropdown')).toBeHidden();
  });

  test('arrow keys and Enter choose a question', async ({ page }) => {
    await stubInstantSearch(page, () => ({
      status: 200,
      body: { data: { documents: DOCUMENTS.slice(0, 1), questions: QUESTIONS.slice(0, 2) } },
    }));
    await openPage(page, '/about');
    await searchBox(page).fill('differentiate');
    await expect(page.getByRole('banner').getByRole('option')).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('banner').getByRole('option', { name: /example 1/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ai-homework-helper/calculus-question-0');
  });

  test('an empty result says so, word for word', async ({ page }) => {
    await stubInstantSearch(page, () => ({ status: 200, body: { data: { documents: [], questions: [] } } }));
    await openPage(page, '/about');
    await searchBox(page).fill(' quantum basket weaving ');
    await expect(page.getByRole('banner').getByTestId('search-empty')).toHaveText(
      'No results found for "quantum basket weaving"',
    );
  });

  test('a failing search is shown as no results', async ({ page }) => {
    await stubInstantSearch(page, () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    await openPage(page, '/about');
    await searchBox(page).fill('thermodynamics');
    await expect(page.getByRole('banner').getByTestId('search-empty')).toHaveText(
      'No results found for "thermodynamics"',
    );
  });

  test('closes on outside click and on Escape', async ({ page }) => {
    await stubInstantSearch(page, () => ({ status: 200, body: { data: { documents: DOCUMENTS, questions: [] } } }));
    await openPage(page, '/about');
    const dropdown = page.getByRole('banner').getByTestId('search-dropdown');
    await searchBox(page).fill('calculus');
    await expect(dropdown).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown).toBeHidden();
    await searchBox(page).focus();
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await searchBox(page).pressSequentially('x');
    await expect(dropdown).toBeVisible();
  });

  test('submitting navigates only for a non-blank query', async ({ page }) => {
    await stubInstantSearch(page, () => ({ status: 200, body: { data: { documents: [], questions: [] } } }));
    await openPage(page, '/about');
    await searchBox(page).fill('    ');
    await searchBox(page).press('Enter');
    await page.waitForTimeout(400);
    await expect(page).toHaveURL('/about');
    await searchBox(page).fill('  linear algebra ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=linear+algebra');
  });
});

interface InstantAnswer {
  documents: { id: string; slug: string; title: string; document_type: string; subject: string | null }[];
  questions: { id: string; slug: string; question: string; subject: string | null }[];
}

async function instantFromApi(page: Page, query: string): Promise<InstantAnswer> {
  const response = await page.request.get(`/api/search/instant?q=${encodeURIComponent(query)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: InstantAnswer }).data;
}

function suggestions(page: Page, group: 'Documents' | 'Homework questions') {
  return page
    .getByRole('banner')
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('group', { name: group })
    .getByRole('option');
}

/** Against the seeded stack: expected suggestions come from the instant search API the dropdown calls. */
test.describe('search dropdown against the real catalog', () => {
  test('a seeded title word suggests its documents with type and subject, at most 5', async ({ page }) => {
    const answer = await instantFromApi(page, 'calculus');
    expect(answer.documents.length).toBeGreaterThan(0);
    expect(answer.documents.length).toBeLessThanOrEqual(5);
    expect(answer.questions.length).toBeLessThanOrEqual(3);

    await openPage(page, '/');
    await searchBox(page).fill('calculus');
    const documents = suggestions(page, 'Documents');
    await expect(documents).toHaveCount(answer.documents.length);
    for (const [index, document] of answer.documents.entries()) {
      const option = documents.nth(index);
      await expect(option).toContainText(document.title);
      await expect(option).toContainText([document.document_type, document.subject].filter(Boolean).join(' · '));
    }
  });

  test('a word typed half-way and a typo still find the seeded documents', async ({ page }) => {
    await openPage(page, '/');
    await searchBox(page).fill('calcul');
    await expect(suggestions(page, 'Documents').first()).toContainText(/Calculus/i);
    await searchBox(page).fill('calculas');
    await expect(suggestions(page, 'Documents').first()).toContainText(/Calculus/i);
  });

  test('keyboard selection opens the chosen document, and a question on the homework helper', async ({ page }) => {
    const answer = await instantFromApi(page, 'eigenvalues');
    const [document] = answer.documents;
    const [question] = answer.questions;
    expect(document, 'a seeded document about eigenvalues').toBeDefined();
    expect(question, 'a seeded homework question about eigenvalues').toBeDefined();

    await openPage(page, '/about');
    const box = searchBox(page);
    await box.fill('eigenvalues');
    await expect(suggestions(page, 'Documents')).toHaveCount(answer.documents.length);
    await box.press('ArrowDown');
    const first = suggestions(page, 'Documents').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(`/documents/${document!.slug}`);
    await expect(page.getByRole('banner').getByTestId('search-dropdown')).toBeHidden();

    // The header stays across the navigation with the text still in it: clear it to type afresh.
    await box.fill('');
    await box.fill('eigenvalues');
    await expect(suggestions(page, 'Homework questions').first()).toContainText(question!.question);
    // Up from the text wraps to the last option: the last question.
    await box.press('ArrowUp');
    await expect(suggestions(page, 'Homework questions').last()).toHaveAttribute('aria-selected', 'true');
    for (let step = 1; step < answer.questions.length; step += 1) await box.press('ArrowUp');
    await expect(suggestions(page, 'Homework questions').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(`/ai-homework-helper/${question!.slug}`);
  });

  test('Escape closes the suggestions and Enter then searches the whole catalog', async ({ page }) => {
    await openPage(page, '/about');
    const box = searchBox(page);
    await box.fill('  eigenvalues ');
    await expect(suggestions(page, 'Documents').first()).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('banner').getByTestId('search-dropdown')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=eigenvalues');
  });

  test('a blank query sends nothing and goes nowhere', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/instant')) sent.push(request.url());
    });
    await openPage(page, '/about');
    const box = searchBox(page);
    await box.pressSequentially('    ');
    await box.press('Enter');
    await expect(page.getByRole('banner').getByTestId('search-dropdown')).toContainText(
      'Type to search documents and homework questions.',
    );
    // Past the 300 ms debounce: a request, had one been due, would have left by now.
    await page.waitForTimeout(800);
    expect(sent).toEqual([]);
    await expect(page).toHaveURL('/about');
  });
});
