import { expect, test } from './support/fixtures';
import { createVerifiedAccount, toast } from './support/accounts';

test.describe('settings', () => {
  test.setTimeout(90_000);

  test('tabs follow the keyboard and the URL', async ({ page }) => {
    await createVerifiedAccount(page, 'tabs');
    await page.goto('/dashboard/settings?tab=notifications');
    const tabs = page.getByRole('tablist', { name: 'Settings' });
    await expect(tabs.getByRole('tab')).toHaveText(['Profile', 'Billing', 'Security', 'Notifications']);
    await expect(tabs.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Notifications' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Profile' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/dashboard/settings?tab=billing');
    await expect(page.getByRole('tabpanel', { name: 'Billing' })).toBeVisible();
  });

  test('billing: add an address, cancel reloads it, edit and save', async ({ page }) => {
    await createVerifiedAccount(page, 'billing');
    await page.goto('/dashboard/settings?tab=billing');
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    await expect(panel).toContainText('You have not added a billing address yet.');
    await panel.getByRole('button', { name: 'Add Address' }).click();

    const form = panel.getByRole('form', { name: 'Billing address' });
    await expect(form.getByLabel('Address line 1')).toBeFocused();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Country')).toHaveAccessibleDescription('Please choose a country.');
    await expect(form.getByLabel('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Address line 1').fill('12 Harbour Road');
    await form.getByLabel('City').fill('Cape Town');
    await form.getByLabel('State or region').fill('Western Cape');
    await form.getByLabel('Country').selectOption({ label: 'South Africa' });
    await form.getByLabel('Postal code').fill('8001');
    await form.getByLabel('Phone').fill('+27 21 555 0100');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Billing address updated successfully')).toBeVisible();
    const address = panel.getByTestId('billing-address');
    await expect(address).toContainText('12 Harbour Road');
    await expect(address).toContainText('South Africa');

    await panel.getByRole('button', { name: 'Edit Address' }).click();
    await form.getByLabel('City').fill('Durban');
    const reload = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/billing-address') && response.request().method() === 'GET',
    );
    await form.getByRole('button', { name: 'Cancel' }).click();
    await reload;
    await expect(address).toContainText('Cape Town');

    await panel.getByRole('button', { name: 'Edit Address' }).click();
    await form.getByLabel('Address line 2 (optional)').fill('Unit 4');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(address).toContainText('Unit 4');
    await expect(toast(page, 'Billing address updated successfully').last()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('billing-address')).toContainText('Unit 4');
  });

  test('notifications: a switch is saved and survives a reload', async ({ page }) => {
    await createVerifiedAccount(page, 'prefs');
    await page.goto('/dashboard/settings?tab=notifications');
    const panel = page.getByRole('tabpanel', { name: 'Notifications' });
    const orders = panel.getByRole('switch', { name: 'Orders' });
    await expect(orders).toHaveAttribute('aria-checked', 'true');
    await expect(orders).toHaveAccessibleDescription('When an order you placed or received changes status.');
    const [update] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/notification-preferences') && response.request().method() === 'PUT',
      ),
      orders.click(),
    ]);
    expect(update.status()).toBe(200);
    expect(update.request().postDataJSON()).toEqual({ preference_id: 'order-status', enabled: false });
    expect(update.request().headers()['x-csrf-token']).toBeTruthy();
    await expect(toast(page, 'Notification settings updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Orders' })).toHaveAttribute('aria-checked', 'false');
  });

  test('security: the 2FA switch only confirms', async ({ page }) => {
    await createVerifiedAccount(page, 'twofa');
    await page.goto('/dashboard/settings?tab=security');
    const twoFactor = page.getByRole('switch', { name: 'Two-factor authentication' });
    await twoFactor.click();
    await expect(twoFactor).toHaveAttribute('aria-checked', 'true');
    await expect(toast(page, '2FA settings updated')).toBeVisible();
  });

  test('a write without the CSRF header is refused', async ({ page }) => {
    await createVerifiedAccount(page, 'csrf');
    const response = await page.request.put('/api/auth/profile', { data: { full_name: 'Forged' } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'CSRF_FAILED' } });
  });
});
