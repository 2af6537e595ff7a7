import { expect, test } from './support/fixtures';
import { newAccount, solidPng, toast, verificationLinkFor } from './support/accounts';

test.describe('a new student, from registration to settings', () => {
  test.setTimeout(120_000);

  test('registers, confirms the e-mail, edits the profile, uploads a picture and signs out', async ({ page }) => {
    const account = newAccount('register');

    await test.step('register', async () => {
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByLabel('Full name').fill(account.fullName);
      await form.getByLabel('Email').fill(account.email);
      await form.getByLabel('Password', { exact: true }).fill(account.password);
      await form.getByLabel('Confirm password').fill(`${account.password}x`);
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(form.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
      await expect(form.getByLabel('Confirm password')).toBeFocused();

      await form.getByLabel('Confirm password').fill(account.password);
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(toast(page, 'Please check your email for the confirmation link.')).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Please check your email for the confirmation link.' }),
      ).toBeFocused();
      await expect(page.getByRole('main')).toContainText(account.email);
    });

    await test.step('registering the same address again is refused', async () => {
      const response = await page.request.post('/api/auth/register', {
        data: { email: account.email, password: account.password, full_name: account.fullName },
      });
      expect(response.status()).toBe(409);
    });

    await test.step('open the confirmation link from the e-mail: signed in on the dashboard', async () => {
      const link = await verificationLinkFor(account.email);
      expect(link).toMatch(/^\/auth\/callback\?type=email_verification&token=[^&]+/);
      await page.goto(link);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Welcome back, ${account.fullName.split(' ')[0]}!`,
      );
      await expect(page.getByTestId('account-status')).toHaveText('Active');
      const me = await page.request.get('/api/auth/me');
      expect(me.status()).toBe(200);
      expect((await me.json()).data.user).toMatchObject({ email: account.email, email_verified: true });
    });

    await test.step('the link works once', async () => {
      const link = await verificationLinkFor(account.email);
      const token = new URL(link, 'http://x').searchParams.get('token');
      const again = await page.request.post('/api/auth/verify-email', { data: { token } });
      expect(again.status()).toBe(400);
    });

    await test.step('edit the profile: a university, a course, then another university', async () => {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL('/dashboard/settings');
      await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Edit Profile' }).click();

      const form = page.getByRole('form', { name: 'Edit profile' });
      await expect(form.getByLabel('Full name')).toBeFocused();
      await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
      await expect(form.getByLabel('Email')).toHaveValue(account.email);
      const university = form.getByLabel('University');
      const course = form.getByLabel('Course');
      await expect(university).toBeEnabled();
      await expect(course).toBeDisabled();

      await form.getByLabel('Full name').fill(`${account.fullName} Lovelace`);
      await university.selectOption({ label: 'University of Oxford' });
      await expect(course).toBeEnabled();
      const oxfordCourses = await course.locator('option').allTextContents();
      expect(oxfordCourses.length).toBeGreaterThan(1);
      await course.selectOption({ index: 1 });
      await expect(course).not.toHaveValue('');

      await university.selectOption({ label: 'Stanford University' });
      await expect(course).toHaveValue('');
      await expect(course).toBeEnabled();
      await course.selectOption({ label: 'Computer Science' });

      await university.selectOption({ label: 'Select your university' });
      await expect(course).toHaveValue('');
      await expect(course).toBeDisabled();

      await university.selectOption({ label: 'University of Cambridge' });
      await expect(course).toHaveValue('');
      await expect(course).toBeEnabled();
      const cambridgeCourse = (await course.locator('option').nth(1).textContent()) ?? '';
      await course.selectOption({ index: 1 });

      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Profile updated successfully')).toBeVisible();
      const details = page.getByTestId('profile-details');
      await expect(details).toContainText(`${account.fullName} Lovelace`);
      await expect(details).toContainText('University of Cambridge');
      await expect(details).toContainText(cambridgeCourse);
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

      await page.reload();
      await expect(page.getByTestId('profile-details')).toContainText('University of Cambridge');
      await expect(page.getByTestId('profile-details')).toContainText(cambridgeCourse);
    });

    await test.step('Cancel drops unsaved edits', async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const form = page.getByRole('form', { name: 'Edit profile' });
      await form.getByLabel('Full name').fill('Someone Else');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('profile-details')).toContainText(`${account.fullName} Lovelace`);
    });

    await test.step('upload a profile picture (images only)', async () => {
      const input = page.getByLabel('Upload profile picture');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect(toast(page, 'Failed to update profile picture')).toBeVisible();

      await input.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng() });
      await expect(toast(page, 'Profile picture updated successfully')).toBeVisible();
      const picture = page.getByRole('main').locator('img[src*="/api/storage/avatars/"]').first();
      await expect(picture).toBeVisible();
      const src = await picture.getAttribute('src');
      const image = await page.request.get(src!);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
      await expect(page.getByRole('banner').locator('img[src*="/api/storage/avatars/"]')).toBeVisible();
    });

    await test.step('sign out from the user menu', async () => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/ })
        .click();
      await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL('/');
      await expect(toast(page, 'Logged out successfully')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
      await page.goto('/dashboard/settings');
      await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard%2Fsettings');
    });
  });
});
