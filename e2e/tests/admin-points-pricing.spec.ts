import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * The back office's points pricing on the running stack: an admin creates, edits, takes off sale
 * and deletes a points package while a student's wallet follows; a bought package cannot be
 * deleted and the service says why; bonus tiers are edited without ever changing what other
 * tests pay (they stay inactive); axe checks at desktop and phone widths.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

async function signedInAdmin(page: Page) {
  await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
  await openPage(page, '/admin/settings/points');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Points pricing');
}

/** A student's wallet in a browser of its own. */
async function studentWallet(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, DEMO.student);
  return { page, context };
}

/** The wallet's package cards once the packages have loaded. */
async function walletPackages(page: Page) {
  await openPage(page, '/dashboard/wallet');
  await expect(page.getByRole('status').filter({ hasText: 'Loading points packages' })).toHaveCount(0);
  await expect(page.getByTestId('points-package').first()).toBeVisible();
  return page.getByTestId('points-package');
}

function packageRow(page: Page, name: string) {
  return page.getByTestId('admin-package-row').filter({ visible: true }).filter({ hasText: name });
}

test('an admin creates, edits, takes off sale and deletes a package, and the wallet follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Exam week ${randomUUID().slice(0, 6)}`;
  const renamed = `${name} plus`;
  await signedInAdmin(page);

  // The form says what is wrong before anything is sent.
  await page.getByRole('button', { name: 'New package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New points package' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create package' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Enter a name\./);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Price in US dollars')).toHaveAccessibleDescription(/Enter an amount in US dollars\./);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price in US dollars').fill('0.50');
  await dialog.getByRole('button', { name: 'Create package' }).click();
  await expect(dialog.getByLabel('Price in US dollars')).toHaveAccessibleDescription(/At least \$1\./);
  await expect(dialog.getByLabel('Price in US dollars')).toBeFocused();

  // Created: $7.70 buys 77 points (no tier starts that low).
  await dialog.getByLabel('Price in US dollars').fill('7.70');
  await dialog.getByRole('button', { name: 'Create package' }).click();
  await expect(toast(page, 'Package created')).toContainText(name);
  await expect(dialog).toBeHidden();
  const row = packageRow(page, name);
  await expect(row).toContainText('$7.70');
  await expect(row).toContainText('77');
  await expect(row).toContainText('Active');

  const student = await studentWallet(browser);
  const card = (await walletPackages(student.page)).filter({ hasText: name });
  await expect(card).toContainText('$7.70');
  await expect(card).toContainText('77 points');

  // Edited: a new name and price; the wallet shows them.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editDialog.getByLabel('Price in US dollars')).toHaveValue('7.70');
  await editDialog.getByLabel('Name').fill(renamed);
  await editDialog.getByLabel('Price in US dollars').fill('8.50');
  await editDialog.getByRole('button', { name: 'Save package' }).click();
  await expect(toast(page, 'Package saved')).toContainText(renamed);
  const renamedRow = packageRow(page, renamed);
  await expect(renamedRow).toContainText('$8.50');
  await expect(renamedRow).toContainText('85');
  const renamedCard = (await walletPackages(student.page)).filter({ hasText: renamed });
  await expect(renamedCard).toContainText('$8.50');
  await expect(renamedCard).toContainText('85 points');

  // Off sale: gone from the wallet, still listed here; back on sale.
  await renamedRow.getByRole('button', { name: `Deactivate ${renamed}` }).click();
  await expect(toast(page, 'Package taken off sale')).toBeVisible();
  await expect(renamedRow).toContainText('Inactive');
  await expect((await walletPackages(student.page)).filter({ hasText: renamed })).toHaveCount(0);
  await renamedRow.getByRole('button', { name: `Activate ${renamed}` }).click();
  await expect(toast(page, 'Package on sale')).toBeVisible();
  await expect(renamedRow).toContainText('Active');
  await expect((await walletPackages(student.page)).filter({ hasText: renamed })).toHaveCount(1);

  // Deleted after confirming; cancelling first keeps it.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${renamed}?` });
  await expect(confirm).toContainText('Buyers will no longer see this package.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedRow).toHaveCount(1);
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete package' }).click();
  await expect(toast(page, 'Package deleted')).toContainText(renamed);
  await expect(renamedRow).toHaveCount(0);
  await expect((await walletPackages(student.page)).filter({ hasText: renamed })).toHaveCount(0);
  await student.context.close();
});

test('a package that was bought cannot be deleted: the service says why, and it can be taken off sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Finals ${randomUUID().slice(0, 6)}`;
  await signedInAdmin(page);
  await page.getByRole('button', { name: 'New package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New points package' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price in US dollars').fill('3');
  await dialog.getByRole('button', { name: 'Create package' }).click();
  await expect(toast(page, 'Package created')).toBeVisible();
  const row = packageRow(page, name);
  await expect(row).toContainText('$3.00');

  // A student buys it.
  const student = await studentWallet(browser);
  const packages = (await (await student.page.request.get('/api/points/packages')).json()) as {
    data: { id: string; name: string }[];
  };
  const bought = packages.data.find((pack) => pack.name === name);
  expect(bought).toBeTruthy();
  const order = await student.page.request.post('/api/points/orders', {
    data: { package_id: bought!.id },
    headers: await csrfHeaders(student.page),
  });
  expect(order.status(), await order.text()).toBe(201);
  await student.context.close();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete package' }).click();
  const refusal = confirm.getByRole('alert');
  await expect(refusal).toContainText('This package has orders and cannot be deleted; deactivate it instead.');
  await expect(refusal).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(toast(page, 'Package taken off sale')).toBeVisible();
  await expect(row).toContainText('Inactive');
});

test('an admin edits bonus tiers; a second active tier at the same amount is refused with the reason', async ({
  page,
}) => {
  // Tiers change what every purchase earns: this test keeps its tier inactive, so parallel tests pay as seeded.
  test.setTimeout(90_000);
  await signedInAdmin(page);
  await page.getByRole('button', { name: 'New bonus tier' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bonus tier' });
  await dialog.getByLabel('From a purchase of (US dollars)').fill('20');
  await dialog.getByLabel('Bonus in percent').fill('150');
  await dialog.getByRole('checkbox', { name: 'Active' }).uncheck();
  await dialog.getByRole('button', { name: 'Create tier' }).click();
  await expect(dialog.getByLabel('Bonus in percent')).toHaveAccessibleDescription(/At most 100%\./);
  await dialog.getByLabel('Bonus in percent').fill('7');
  await dialog.getByRole('button', { name: 'Create tier' }).click();
  await expect(toast(page, 'Bonus tier created')).toContainText('7% bonus from $20.00');

  const tier = page.getByTestId('admin-tier-row').filter({ visible: true }).filter({ hasText: '7%' });
  await expect(tier).toHaveCount(1);
  await expect(tier).toContainText('Inactive');

  // The seed's 5% tier is active from $20: switching this one on is refused.
  await tier.getByRole('button', { name: 'Activate the tier 7% from $20.00' }).click();
  await expect(toast(page, 'Not saved')).toContainText('An active bonus tier already starts at this amount.');
  await expect(tier).toContainText('Inactive');

  await tier.getByRole('button', { name: 'Edit the tier 7% from $20.00' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the tier from $20.00' });
  await edit.getByLabel('From a purchase of (US dollars)').fill('987.65');
  await edit.getByRole('button', { name: 'Save tier' }).click();
  await expect(toast(page, 'Bonus tier saved')).toContainText('7% bonus from $987.65');
  const moved = page.getByTestId('admin-tier-row').filter({ visible: true }).filter({ hasText: '$987.65' });
  await expect(moved).toContainText('Inactive');

  await moved.getByRole('button', { name: 'Delete the tier 7% from $987.65' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the tier 7% from $987.65?' })
    .getByRole('button', { name: 'Delete tier' })
    .click();
  await expect(toast(page, 'Bonus tier deleted')).toBeVisible();
  await expect(moved).toHaveCount(0);
});

for (const viewport of VIEWPORTS) {
  test.describe(`points pricing at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('settings, points pricing and its package dialog have no serious or critical axe violations', async ({
      page,
    }) => {
      await signInThroughApi(page, DEMO.admin, ADMIN_LOGIN);
      await openPage(page, '/admin/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
      await expectAccessible(page, `/admin/settings @ ${viewport.name}`, viewport.width);
      await page
        .getByRole('main')
        .getByRole('link', { name: /Points pricing/ })
        .click();
      await expect(page).toHaveURL('/admin/settings/points');
      await expect(
        page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Points pricing' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('admin-package-row').filter({ visible: true }).first()).toBeVisible();
      await expectAccessible(page, `/admin/settings/points @ ${viewport.name}`, viewport.width);
      await page.getByRole('button', { name: 'New package' }).click();
      const dialog = page.getByRole('dialog', { name: 'New points package' });
      await dialog.getByRole('button', { name: 'Create package' }).click();
      await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Enter a name\./);
      await expectAccessible(page, `new package dialog @ ${viewport.name}`, viewport.width);
    });
  });
}
