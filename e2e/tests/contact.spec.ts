import type { Page } from '@playwright/test';
import { expect, fulfilJson, mockSignedOut, openPage, test } from './support/fixtures';

async function fillValidForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Maya Chen');
  await form.getByLabel('Email address').fill('maya.chen@example.edu');
  await form.getByLabel('Topic').selectOption({ label: 'Points, payments and refunds' });
  await form.getByLabel('Subject').fill('Points not credited');
  await form.getByLabel('Message').fill('I bought 500 points this morning but my balance still shows the old amount.');
  return form;
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await mockSignedOut(page);
  });

  test('validates on the client and sends nothing while invalid', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/contact', async (route) => {
      calls += 1;
      await fulfilJson(route, 201, { data: {} });
    });
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Please enter your name.');
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(form.getByLabel('Topic')).toHaveAccessibleDescription('Please choose a topic.');
    await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Subject must be at least 3 characters.');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 20 characters.');

    await form.getByLabel('Your name').fill('Maya');
    await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Email address').fill('maya@');
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(calls).toBe(0);
  });

  test('posts the message as JSON, disables while sending and shows success', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let body: unknown = null;
    await page.route('**/api/contact', async (route) => {
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toContain('application/json');
      body = route.request().postDataJSON();
      await released;
      await fulfilJson(route, 201, {
        data: { id: '0b6f4d1e-2c3a-4b5c-8d9e-0f1a2b3c4d5e', received_at: '2025-11-01T10:00:00.000Z' },
      });
    });
    await openPage(page, '/contact');
    const form = await fillValidForm(page);
    await form.getByLabel('Your name').fill('  Maya Chen  ');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(form.getByLabel('Message')).toBeDisabled();
    release();
    const success = page.getByTestId('contact-success');
    await expect(success).toContainText('Thank you, your message has been sent');
    await expect(success).toContainText('maya.chen@example.edu');
    await expect(success.getByRole('heading')).toBeFocused();
    expect(body).toEqual({
      name: 'Maya Chen',
      email: 'maya.chen@example.edu',
      topic: 'payments',
      subject: 'Points not credited',
      message: 'I bought 500 points this morning but my balance still shows the old amount.',
    });

    await success.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByLabel('Your name')).toHaveValue('');
  });

  test('shows field errors returned by the API', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      fulfilJson(route, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields need your attention.',
          fields: { email: ['This email address cannot receive mail.'] },
        },
      }),
    );
    await openPage(page, '/contact');
    const form = await fillValidForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Some fields need your attention.');
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      'This email address cannot receive mail.',
    );
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('explains a rate limit or server failure without losing the message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      fulfilJson(route, 429, {
        error: { code: 'RATE_LIMITED', message: 'Too many messages. Please try again in a few minutes.' },
      }),
    );
    await openPage(page, '/contact');
    const form = await fillValidForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Too many messages. Please try again in a few minutes.',
    );
    await expect(form.getByLabel('Subject')).toHaveValue('Points not credited');
  });

  test('a network failure shows a clear message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionfailed'));
    await openPage(page, '/contact');
    const form = await fillValidForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'We could not reach Studyhub. Check your connection and try again.',
    );
  });
});
