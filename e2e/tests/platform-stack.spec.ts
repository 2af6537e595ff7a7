import { expect, openPage, test } from './support/fixtures';

/** The end-to-end stack's gateway (frontend port + 1,000 in the e2e profile). */
const GATEWAY_URL = process.env.E2E_GATEWAY_URL ?? 'http://127.0.0.1:14000';
const SERVICES = [
  'ai-tools',
  'auth',
  'catalog',
  'content',
  'document-processing',
  'notifications',
  'orders',
  'points-ledger',
];

test.describe('the running platform', () => {
  test('the gateway lists all eight services as ready', async ({ request }) => {
    const response = await request.get(`${GATEWAY_URL}/health/ready`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
    expect(Object.keys(body.services).sort()).toEqual(SERVICES);
    for (const service of SERVICES) expect(body.services[service]?.status, service).toBe('ready');
    expect(body.status).toBe('ready');
  });

  test('the site passes /api to the gateway with its error body and request id', async ({ request }) => {
    const response = await request.get('/api/no-such-area', { headers: { 'x-request-id': 'e2e-request-1' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['x-request-id']).toBe('e2e-request-1');
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found.', correlation_id: 'e2e-request-1' },
    });
  });

  test('the live event stream refuses a visitor without a session', async ({ request }) => {
    const response = await request.get('/api/events/stream');
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  test('the contact form is accepted by the content service', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Jonas Weber');
    await form.getByLabel('Email address').fill('jonas.weber@example.edu');
    await form.getByLabel('Topic').selectOption({ label: 'Documents and uploads' });
    await form.getByLabel('Subject').fill('Question about previews');
    await form.getByLabel('Message').fill('How many pages of a document does the preview show before purchase?');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { id: string; received_at: string } };
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId('contact-success')).toContainText('jonas.weber@example.edu');
  });

  test('a server-side invalid message shows the field errors the API names', async ({ request }) => {
    const response = await request.post('/api/contact', {
      data: {
        name: 'A',
        email: 'a@example.org',
        topic: 'general',
        subject: 'Hi',
        message: 'This is long enough to pass.',
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { subject: ['Subject must be at least 3 characters.'] } },
    });
  });
});
