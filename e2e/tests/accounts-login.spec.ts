import { expect, test } from './support/fixtures';
import { DEMO, newAccount, registerThroughApi, toast } from './support/accounts';

test.describe('sign in', () => {
  test('needs both fields and ties the errors to them', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required.');
  });

  test('a wrong password shows the error and keeps the e-mail', async ({ page }) => {
    // A fresh account: failures count per account, and the demo accounts serve every other test.
    const account = newAccount('wrong');
    await registerThroughApi(page.request, account);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    await expect(page).toHaveURL('/login');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('the password can be shown', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unverified account gets the verification toast with a resend button', async ({ page }) => {
    const account = newAccount('unverified');
    await registerThroughApi(page.request, account);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();

    const reminder = toast(page, 'Please verify your email');
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText(`Click the button below to resend the verification email to ${account.email}`);
    await expect(page.getByRole('region', { name: 'Important notifications' }).getByTestId('toast')).toHaveCount(1);
    const box = await reminder.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeLessThan(viewport.height / 2);
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width / 2);

    const [resend] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/resend-verification')),
      reminder.getByRole('button', { name: 'Resend Verification Email' }).click(),
    ]);
    expect(resend.status()).toBe(202);
    expect(resend.request().postDataJSON()).toEqual({ email: account.email });
    await expect(toast(page, 'Verification email sent')).toBeVisible();
  });

  test('the verification toast stays about 10 seconds', async ({ page }) => {
    const account = newAccount('toast');
    await registerThroughApi(page.request, account);
    await page.clock.install();
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const reminder = toast(page, 'Please verify your email');
    await expect(reminder).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9_000);
    await expect(reminder).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(reminder).toHaveCount(0);
  });

  test('a failed Google sign-in says so', async ({ page }) => {
    await page.goto('/login?error=google');
    await expect(toast(page, 'Failed to sign in with Google')).toBeVisible();
  });

  test('Continue with Google follows the deployment configuration', async ({ page }) => {
    const config = await page.request.get('/api/auth/config');
    expect(config.status()).toBe(200);
    const { data } = (await config.json()) as { data: { google_enabled: boolean } };
    const configLoaded = page.waitForResponse((response) => response.url().endsWith('/api/auth/config'));
    await page.goto('/login?returnUrl=%2Fdashboard%2Fhelp');
    await configLoaded;
    const google = page.getByRole('link', { name: 'Continue with Google' });
    if (data.google_enabled) {
      await expect(google).toHaveAttribute('href', '/api/auth/google?returnUrl=%2Fdashboard%2Fhelp');
    } else {
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await expect(google).toHaveCount(0);
    }
  });
});

test.describe('sign out', () => {
  test('the sidebar Sign Out ends the session and goes home', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO.seller.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.seller.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.getByTestId('dashboard-sidebar').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
