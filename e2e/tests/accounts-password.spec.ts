import { expect, test } from './support/fixtures';
import { createVerifiedAccount, toast } from './support/accounts';
import { linkIn, waitForMail } from './support/mail';

test.describe('password reset', () => {
  test.setTimeout(90_000);

  test('a reset link from the e-mail sets a new password, then sign-in follows after 2 s', async ({ page }) => {
    const account = await createVerifiedAccount(page, 'reset');
    await page.context().clearCookies();
    const requestedAt = Date.now();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Reset Link Sent')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reset Link Sent' })).toBeFocused();

    const mail = await waitForMail(account.email, { subject: /reset/i, newerThan: requestedAt - 1_000 });
    const link = linkIn(mail, '/auth/reset-password');
    expect(link).toMatch(/^\/auth\/reset-password\?token=/);

    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('abc');
    await reset.getByLabel('Confirm new password').fill('abd');
    await reset.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Passwords do not match')).toContainText('Please make sure both passwords are identical.');

    await reset.getByLabel('Confirm new password').fill('abc');
    await reset.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Password too short')).toContainText('Password must be at least 6 characters long.');

    const newPassword = `${account.password}-new`;
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password').fill(newPassword);
    await reset.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Password updated!')).toBeVisible();
    const updatedAt = Date.now();
    await expect(page).toHaveURL('/login', { timeout: 10_000 });
    expect(Date.now() - updatedAt).toBeGreaterThanOrEqual(1_500);

    const old = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    const form2 = page.getByRole('form', { name: 'Sign in' });
    await form2.getByLabel('Email').fill(account.email);
    await form2.getByLabel('Password', { exact: true }).fill(newPassword);
    await form2.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');

    // The link works once.
    const other = await page.context().newPage();
    await other.goto(link);
    const again = other.getByRole('form', { name: 'Choose a new password' });
    await again.getByLabel('New password', { exact: true }).fill('another-password');
    await again.getByLabel('Confirm new password').fill('another-password');
    await again.getByRole('button', { name: 'Update password' }).click();
    await expect(other.getByRole('main').getByRole('alert')).toContainText('Failed to update password');
    await expect(other.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
    await other.close();
  });

  test('/reset-password without a token explains what to do', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This reset link is incomplete');
    await expect(page.getByRole('link', { name: 'ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

test.describe('change password in settings', () => {
  test.setTimeout(90_000);

  test('the Security tab changes the password through a dialog', async ({ page }) => {
    const account = await createVerifiedAccount(page, 'change');
    await page.goto('/dashboard/settings?tab=security');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByLabel('New password', { exact: true }).fill('secret-1');
    await dialog.getByLabel('Confirm new password').fill('secret-2');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(dialog.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByLabel('Confirm new password').fill('secret-1');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Failed to update password')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Password updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();

    const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: 'secret-1' } });
    expect(login.status()).toBe(200);
  });
});
