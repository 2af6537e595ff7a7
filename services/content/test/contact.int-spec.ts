import {
  startTestService,
  createTestTokenIssuer,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { contentService } from '../src/service';

jest.setTimeout(30_000);

const validMessage = {
  name: 'Amara Okafor',
  email: 'Amara.Okafor@example.org',
  topic: 'payments',
  subject: 'Points did not arrive',
  message: 'I bought the 500 points package an hour ago and my balance still shows 0.',
};

describe('POST /contact', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
  });

  afterAll(async () => {
    await service?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${service.baseUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'jest', ...headers },
      body: JSON.stringify(body),
    });

  it('stores the message and announces it through the outbox in the same transaction', async () => {
    const response = await post(validMessage, { 'x-correlation-id': 'contact-corr-1' });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string; received_at: string } };
    expect(new Date(data.received_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const rows = await service.kernel.dataSource.query<
      {
        email: string;
        topic: string;
        user_id: string | null;
        user_agent: string;
        status: string;
      }[]
    >('SELECT * FROM contact_messages WHERE id = $1', [data.id]);
    expect(rows[0]).toMatchObject({
      email: 'amara.okafor@example.org',
      topic: 'payments',
      user_id: null,
      user_agent: 'jest',
      status: 'open',
    });

    const outbox = await service.kernel.dataSource.query<
      { event_type: string; envelope: { producer: string; correlationId: string; data: Record<string, unknown> } }[]
    >(`SELECT event_type, envelope FROM outbox WHERE envelope->'data'->>'messageId' = $1`, [data.id]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.event_type).toBe('contact.message-received.v1');
    expect(outbox[0]?.envelope).toMatchObject({
      producer: 'content',
      correlationId: 'contact-corr-1',
      data: { messageId: data.id, email: 'amara.okafor@example.org', topic: 'payments', userId: null },
    });
  });

  it('links the message to the signed-in sender', async () => {
    const userId = '0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11';
    const token = await tokens.sign({ userId });
    const response = await post(validMessage, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    const rows = await service.kernel.dataSource.query<
      {
        user_id: string;
      }[]
    >('SELECT user_id FROM contact_messages WHERE id = $1', [data.id]);
    expect(rows[0]?.user_id).toBe(userId);
  });

  it('names every invalid field and stores nothing', async () => {
    const before = await service.kernel.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM contact_messages',
    );
    const response = await post({ name: '', email: 'not-an-email', topic: 'other', subject: 'Hi', message: 'short' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message', 'name', 'subject', 'topic']);
    expect(body.error.fields.message).toEqual(['Message must be at least 20 characters.']);
    const after = await service.kernel.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM contact_messages',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await fetch(`${service.baseUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
