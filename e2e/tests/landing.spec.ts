import { expect, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/');
  });

  test('hero has a heading and calls to action', async ({ page }) => {
    const hero = page.getByRole('region', { name: /Study smarter/ });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Study smarter with notes from students and AI that explains',
    );
    await expect(hero.getByRole('link', { name: 'Browse documents' })).toHaveAttribute('href', '/documents');
    await expect(hero.getByRole('link', { name: 'Try the AI Writer free' })).toHaveAttribute('href', '/ai-writer');
    await expect(hero).toContainText('10 points equal 1 USD');
  });

  test('shows the four marketing figures', async ({ page }) => {
    const stats = page.getByRole('region', { name: 'Studyhub in numbers' });
    for (const [value, label] of [
      ['50K+', 'Students'],
      ['10K+', 'Documents'],
      ['100+', 'Universities'],
      ['1M+', 'AI actions'],
    ]) {
      await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
  });

  test('university strip scrolls, pauses on hover, focus and the button', async ({ page }) => {
    const strip = page.getByRole('region', { name: /universities study with Studyhub/ });
    await expect(strip.getByRole('list', { name: 'Universities' }).getByRole('listitem')).toHaveCount(10);
    const marquee = page.getByTestId('university-marquee');
    const playState = () => marquee.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect(marquee).toHaveCSS('animation-name', 'marquee');
    expect(await playState()).toBe('running');

    // The moving row itself is never "stable", so hover its frame.
    await marquee.locator('..').hover();
    await expect.poll(playState).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe('running');

    const pause = strip.getByRole('button', { name: 'Pause logo animation' });
    await pause.focus();
    await expect.poll(playState).toBe('paused');
    await pause.click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(strip.getByRole('button', { name: 'Play logo animation' })).toHaveAttribute('aria-pressed', 'true');
    expect(await playState()).toBe('paused');
  });

  test('university strip does not move with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const marquee = page.getByTestId('university-marquee');
    await expect(marquee).toHaveCSS('animation-name', 'none');
    await expect(page.getByRole('button', { name: 'Pause logo animation' })).toBeHidden();
    // The duplicate copy used for the seamless loop is not shown.
    await expect(marquee.locator('ul[aria-hidden="true"]')).toBeHidden();
  });

  test('AI tools grid links every tool to its public route', async ({ page }) => {
    const grid = page.getByRole('region', { name: 'Seven tools for every step of an assignment' });
    const expected: [string, string][] = [
      ['AI Writer', '/ai-writer'],
      ['Editor', '/xy-editor'],
      ['Homework Helper', '/ai-homework-helper'],
      ['Document Chat', '/document-chat'],
      ['Flashcard Maker', '/ai-flashcard-maker'],
      ['AI Detector', '/ai-detector'],
      ['Plagiarism Checker', '/plagiarism-checker'],
    ];
    const links = grid.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
      await expect(links.nth(index)).toContainText(name);
    }
  });

  test('AI Writer section is marked New and Free and lists its features', async ({ page }) => {
    const section = page.getByRole('region', { name: /The AI Writer/ });
    await expect(section.getByText('New', { exact: true })).toBeVisible();
    await expect(section.getByText('Free', { exact: true })).toBeVisible();
    const features = section.getByRole('list', { name: 'AI Writer features' }).getByRole('listitem');
    await expect(features).toHaveCount(5);
    for (const feature of [
      'Citation management',
      'Plagiarism checking',
      'AI-detection humanizing',
      'Formatting',
      'Version control',
    ]) {
      await expect(features.filter({ hasText: feature })).toHaveCount(1);
    }
    await expect(section.getByRole('link', { name: 'Start writing for free' })).toHaveAttribute('href', '/ai-writer');
  });

  test('shows three testimonials', async ({ page }) => {
    const section = page.getByRole('region', { name: 'What students say about Studyhub' });
    await expect(section.getByRole('figure')).toHaveCount(3);
    await expect(section.locator('blockquote')).toHaveCount(3);
  });
});
