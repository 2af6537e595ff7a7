import { expect, mockSignedOut, openPage, test } from './support/fixtures';

test.describe('help center', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
    await openPage(page, '/help');
  });

  test('search filters the questions', async ({ page }) => {
    const list = page.getByTestId('faq-list');
    const all = await list.getByRole('listitem').count();
    expect(all).toBeGreaterThan(10);
    await page.getByRole('searchbox', { name: 'Search frequently asked questions' }).fill('paypal');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Which payment methods do you accept?');
    await page.getByRole('searchbox', { name: 'Search frequently asked questions' }).fill('zebra crossing');
    await expect(page.getByText('No questions match your search.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'ask our support team' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('category chips filter, with All first', async ({ page }) => {
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(chips).toHaveText(['All', 'Getting Started', 'Documents', 'Purchases', 'Account & Security']);
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    const list = page.getByTestId('faq-list');
    const total = await list.getByRole('listitem').count();
    await chips.filter({ hasText: 'Purchases' }).click();
    await expect(chips.filter({ hasText: 'Purchases' })).toHaveAttribute('aria-pressed', 'true');
    const purchases = await list.getByRole('listitem').count();
    expect(purchases).toBeLessThan(total);
    await expect(list).toContainText('Is there a money-back guarantee?');
    await expect(list).not.toContainText('How do I reset my password?');
    await chips.filter({ hasText: 'All' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(total);
  });

  test('entries expand and state the spec facts', async ({ page }) => {
    const guarantee = page.locator('details', { hasText: 'Is there a money-back guarantee?' });
    await expect(guarantee).not.toHaveAttribute('open', '');
    await guarantee.locator('summary').click();
    await expect(guarantee).toHaveAttribute('open', '');
    await expect(guarantee).toContainText('30-day money-back guarantee');

    const payments = page.locator('details', { hasText: 'Which payment methods do you accept?' });
    await payments.locator('summary').press('Enter');
    await expect(payments).toContainText(/major credit and debit cards.*PayPal/);

    const support = page.locator('details', { hasText: 'How quickly does support reply?' });
    await support.locator('summary').click();
    await expect(support).toContainText('within 24 hours');
  });

  test('Email Support and Live Chat buttons', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@studyhub.com',
    );
    await page.getByRole('link', { name: 'Live Chat' }).click();
    await expect(page).toHaveURL('/contact');
  });
});
