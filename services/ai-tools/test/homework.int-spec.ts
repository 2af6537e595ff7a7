import { randomUUID } from 'node:crypto';
import {
  HOMEWORK_ANSWER_HOLD_POINTS,
  HOMEWORK_IMAGE_UNREADABLE_MESSAGE,
  POINTS_MESSAGES,
  type EventEnvelope,
  type HomeworkQuestionDetail,
  type HomeworkQuestionSummary,
} from '@studyhub/contracts';
import { createTestTokenIssuer, startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';
import { FakeLlmServer, type ScriptedAnswer } from './support/fake-llm-server';
import { MeteredAiTools } from './support/metered-ai-tools';
import { PointsLedgerProcess } from './support/points-ledger-process';

jest.setTimeout(120_000);

const INTERNAL_SECRET = 'ai-tools-test-internal-api-secret';
const MODEL = 'homework-model';
const QUESTION = 'Solve 2x + 3 = 7 for x.';
/** 3 + 9 + 3 + 5 + 3 + 5 = 28 words: one started 100, 10 points. */
const ANSWER = {
  steps: [
    {
      title: 'Subtract three',
      body_markdown: 'Take $3$ from both sides: $2x + 3 - 3 = 7 - 3$.',
      check: { kind: 'arithmetic', expression: '7 - 3 = 4' },
    },
    {
      title: 'Divide by two',
      body_markdown: 'Divide both sides by $2$: $x = 2$.',
      check: { kind: 'solution', expression: '2x + 3 = 7; x = 2' },
    },
    { title: 'Check the result', body_markdown: 'Put $x = 2$ back: $2 \\cdot 2 + 3 = 7$.', check: null },
  ],
  final_answer_markdown: 'The solution is $x = 2$.',
};
/** Long enough to pass the 600 words the hold covers. */
const LONG_ANSWER = {
  steps: [{ title: 'Explain', body_markdown: 'word '.repeat(900).trim(), check: null }],
  final_answer_markdown: 'Done.',
};
const PNG = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;

interface Answer<T> {
  status: number;
  body: { data: T; meta?: { total: number }; error: { code: string; message: string } };
}

describe('/homework/questions, metered against the real points-ledger', () => {
  const harness = new MeteredAiTools();
  const fake = harness.fake;
  let ledger: PointsLedgerProcess;
  let service: TestService;

  beforeAll(async () => {
    await harness.start(MODEL);
    ({ ledger, service } = harness);
  });

  afterAll(() => harness.close());

  beforeEach(() => fake.reset());

  const fundedUser = (points: number) => harness.fundedUser(points);

  async function call<T>(
    method: string,
    path: string,
    token: string | undefined,
    body?: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<Answer<T>> {
    const response = await fetch(`${service.baseUrl}/homework/questions${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<T>['body'] };
  }

  const ask = (token: string | undefined, body: Record<string, unknown>, signal?: AbortSignal) =>
    call<HomeworkQuestionDetail>('POST', '', token, body, signal);

  async function expectReleased(userId: string, funded: number): Promise<void> {
    expect(await ledger.account(userId)).toEqual({ points_balance: funded, held_points: 0, lifetime_spent: 0 });
    expect(await ledger.chargedTo(userId)).toBe(0);
    const holds = await ledger.holdsOf(userId);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ status: 'released', captured_amount: 0 });
  }

  async function outboxEvents(type: string, id: string): Promise<EventEnvelope[]> {
    const rows = await service.kernel.dataSource.query<{ envelope: EventEnvelope }[]>(
      `SELECT envelope FROM outbox WHERE event_type = $1 AND envelope->'data'->>'id' = $2`,
      [type, id],
    );
    return rows.map((row) => row.envelope);
  }

  it('answers with checked steps and rendered HTML, holds the 600-word price and charges the words written once', async () => {
    const user = await fundedUser(100);
    fake.enqueue({ reply: JSON.stringify(ANSWER) });
    const answer = await ask(user.token, { question: QUESTION, is_public: false });
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data.slug).toMatch(/^solve-2x-3-7-for-x-[0-9a-f]{8}$/);
    expect(data.answer.steps.map((step) => step.verification)).toEqual(['verified', 'verified', 'unverified']);
    expect(data.has_mismatch).toBe(false);
    // The math engine checked steps beside the model.
    expect(data).toMatchObject({ engine: 'hybrid', model: MODEL });
    expect(data.answer_html).toContain('class="katex"');
    expect(data.points_charged).toBe(10);
    expect(data.is_owner).toBe(true);
    expect(await ledger.account(user.id)).toMatchObject({ points_balance: 90, held_points: 0, lifetime_spent: 10 });
    expect(await ledger.chargedTo(user.id)).toBe(10);
    const holds = await ledger.holdsOf(user.id);
    expect(holds).toEqual([expect.objectContaining({ amount: HOMEWORK_ANSWER_HOLD_POINTS, captured_amount: 10 })]);
    // Structured output, since the fake endpoint supports it.
    const [request] = fake.chatRequests();
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(await outboxEvents('homework-question.published.v1', data.id)).toEqual([]);
  });

  it('caps the charge at the hold when the model writes more than 600 words', async () => {
    const user = await fundedUser(100);
    fake.enqueue({ reply: JSON.stringify(LONG_ANSWER) });
    const answer = await ask(user.token, { question: 'Explain photosynthesis.', is_public: false });
    expect(answer.status).toBe(201);
    expect(answer.body.data.points_charged).toBe(HOMEWORK_ANSWER_HOLD_POINTS);
    expect(await ledger.chargedTo(user.id)).toBe(HOMEWORK_ANSWER_HOLD_POINTS);
  });

  it('keeps a step the math engine finds wrong, flags it and says so in the HTML', async () => {
    const user = await fundedUser(100);
    const wrong = {
      ...ANSWER,
      steps: [{ ...ANSWER.steps[0]!, check: { kind: 'arithmetic', expression: '7 - 3 = 5' } }],
    };
    fake.enqueue({ reply: `Sure!\n\`\`\`json\n${JSON.stringify(wrong)}\n\`\`\`` });
    const answer = await ask(user.token, { question: QUESTION, is_public: false });
    expect(answer.status).toBe(201);
    expect(answer.body.data.answer.steps[0]?.verification).toBe('mismatch');
    expect(answer.body.data.has_mismatch).toBe(true);
    expect(answer.body.data.answer_html).toContain('found this step wrong');
  });

  it('publishes a public question through the outbox, with the bank question it answers', async () => {
    const user = await fundedUser(100);
    fake.enqueue({ reply: JSON.stringify(ANSWER) }, { reply: JSON.stringify(ANSWER) });
    const subjectId = randomUUID();
    const answer = await ask(user.token, { question: QUESTION, is_public: true, subject_id: subjectId });
    expect(answer.status).toBe(201);
    const [event] = await outboxEvents('homework-question.published.v1', answer.body.data.id);
    expect(event?.data).toEqual({
      id: answer.body.data.id,
      slug: answer.body.data.slug,
      question: QUESTION,
      formatted_question: null,
      subject_id: subjectId,
      user_id: user.id,
      created_at: answer.body.data.created_at,
      bank_question_id: null,
      bank_question_slug: null,
    });
    const bankId = randomUUID();
    const bank = await ask(user.token, {
      question: QUESTION,
      is_public: true,
      bank_question_id: bankId,
      bank_question_slug: 'solve-2x-3-7',
    });
    const [bankEvent] = await outboxEvents('homework-question.published.v1', bank.body.data.id);
    expect(bankEvent?.data).toMatchObject({ bank_question_id: bankId, bank_question_slug: 'solve-2x-3-7' });
    expect(bank.body.data.bank_question_id).toBe(bankId);
  });

  it('shows public questions to anyone, private ones only to the asker, and lets only the owner change or delete', async () => {
    const asker = await fundedUser(100);
    const other = await fundedUser(0);
    fake.enqueue({ reply: JSON.stringify(ANSWER) });
    const asked = await ask(asker.token, { question: 'Private: solve 2x + 3 = 7', is_public: false });
    const slug = asked.body.data.slug;

    expect((await call('GET', `/${slug}`, undefined)).status).toBe(404);
    expect((await call('GET', `/${slug}`, other.token)).status).toBe(404);
    expect((await call<HomeworkQuestionDetail>('GET', `/${slug}`, asker.token)).body.data.is_owner).toBe(true);
    expect((await call('PATCH', `/${slug}`, other.token, { is_public: true })).status).toBe(404);
    expect((await call('DELETE', `/${slug}`, other.token)).status).toBe(404);

    const made = await call<HomeworkQuestionDetail>('PATCH', `/${slug}`, asker.token, { is_public: true });
    expect(made.status).toBe(200);
    expect(made.body.data.is_public).toBe(true);
    const anonymous = await call<HomeworkQuestionDetail>('GET', `/${slug}`, undefined);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.is_owner).toBe(false);
    expect(anonymous.body.data.answer_html).toContain('Final answer');
    expect(await outboxEvents('homework-question.published.v1', asked.body.data.id)).toHaveLength(1);
    // The same visibility again announces nothing new.
    await call('PATCH', `/${slug}`, asker.token, { is_public: true });
    expect(await outboxEvents('homework-question.published.v1', asked.body.data.id)).toHaveLength(1);

    await call('PATCH', `/${slug}`, asker.token, { is_public: false });
    expect(await outboxEvents('homework-question.unpublished.v1', asked.body.data.id)).toHaveLength(1);
    expect((await call('GET', `/${slug}`, undefined)).status).toBe(404);

    await call('PATCH', `/${slug}`, asker.token, { is_public: true });
    expect((await call('DELETE', `/${slug}`, asker.token)).status).toBe(204);
    expect(await outboxEvents('homework-question.unpublished.v1', asked.body.data.id)).toHaveLength(2);
    expect((await call('GET', `/${slug}`, asker.token)).status).toBe(404);
  });

  it("lists the caller's own questions newest first, paged", async () => {
    const user = await fundedUser(100);
    fake.enqueue({ reply: JSON.stringify(ANSWER) }, { reply: JSON.stringify(ANSWER) });
    const first = await ask(user.token, { question: 'First question 1 + 1', is_public: false });
    const second = await ask(user.token, { question: 'Second question 2 + 2', is_public: true });
    const page = await call<HomeworkQuestionSummary[]>('GET', '?limit=1', user.token);
    expect(page.body.meta).toMatchObject({ total: 2 });
    expect(page.body.data.map((row) => row.id)).toEqual([second.body.data.id]);
    const next = await call<HomeworkQuestionSummary[]>('GET', '?limit=1&page=2', user.token);
    expect(next.body.data.map((row) => row.id)).toEqual([first.body.data.id]);
    expect((await call('GET', '', undefined)).status).toBe(401);
  });

  it('sends an image as a content part, and refuses clearly with nothing charged when the model cannot read it', async () => {
    const user = await fundedUser(100);
    fake.enqueue({ reply: JSON.stringify(ANSWER) });
    const read = await ask(user.token, {
      question: 'Solve the equation in the picture.',
      is_public: false,
      image: PNG,
    });
    expect(read.status).toBe(201);
    const content = (fake.chatRequests()[0]?.body.messages as { content: unknown }[])[1]?.content;
    expect(content).toEqual([
      expect.objectContaining({ type: 'text' }),
      { type: 'image_url', image_url: { url: PNG } },
    ]);

    fake.reset();
    const refusing = await fundedUser(100);
    fake.enqueue({ status: 400 });
    const refused = await ask(refusing.token, { question: 'Solve it.', is_public: false, image: PNG });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'HOMEWORK_IMAGE_UNREADABLE',
      message: HOMEWORK_IMAGE_UNREADABLE_MESSAGE,
    });
    await expectReleased(refusing.id, 100);
  });

  it.each<[string, ScriptedAnswer[], number, string]>([
    [
      'the model answers 500 on every attempt',
      [{ status: 500 }, { status: 502 }, { status: 503 }],
      502,
      'LLM_UNAVAILABLE',
    ],
    [
      'the model answers 429 after every retry',
      [{ status: 429 }, { status: 429 }, { status: 429 }],
      429,
      'LLM_RATE_LIMITED',
    ],
    ['the model never answers (timeout)', [{ hang: true }], 504, 'LLM_TIMEOUT'],
    ['the answer holds no usable JSON', [{ reply: 'x = 2, I think.' }], 502, 'HOMEWORK_NO_ANSWER'],
  ])('releases the hold and charges nothing when %s', async (_, script, status, code) => {
    const user = await fundedUser(100);
    fake.enqueue(...script);
    const answer = await ask(user.token, { question: QUESTION, is_public: true });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    await expectReleased(user.id, 100);
    const stored = await service.kernel.dataSource.query<unknown[]>(
      'SELECT 1 FROM homework_answers WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toEqual([]);
  });

  it('releases the hold when the client aborts mid-call, and closes the model call', async () => {
    const user = await fundedUser(100);
    fake.enqueue({ hang: true });
    const client = new AbortController();
    const pending = ask(user.token, { question: QUESTION, is_public: false }, client.signal).catch(
      (error: unknown) => error,
    );
    await waitFor('the model called', () => fake.chatRequests().length === 1);
    await waitFor('the hold taken', async () => (await ledger.holdsOf(user.id))[0]?.status === 'held');
    client.abort();
    await waitFor('the hold released', async () => (await ledger.holdsOf(user.id))[0]?.status === 'released');
    expect(await pending).toMatchObject({ name: 'AbortError' });
    await waitFor('the model call closed', () => fake.chatRequests()[0]?.closedEarlyAt !== undefined);
    await expectReleased(user.id, 100);
  });

  it("refuses with 402 and the spec's text before any model call when the balance is short", async () => {
    const user = await fundedUser(HOMEWORK_ANSWER_HOLD_POINTS - 1);
    const answer = await ask(user.token, { question: QUESTION, is_public: false });
    expect(answer.status).toBe(402);
    expect(answer.body.error.message).toBe(POINTS_MESSAGES.insufficient);
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('refuses anonymous callers, bad input and oversized or foreign images before any hold', async () => {
    const user = await fundedUser(100);
    expect((await ask(undefined, { question: QUESTION, is_public: false })).status).toBe(401);
    expect((await ask(user.token, { question: '', is_public: false })).status).toBe(400);
    expect((await ask(user.token, { question: 'x'.repeat(5001), is_public: false })).status).toBe(400);
    expect((await ask(user.token, { question: QUESTION })).status).toBe(400);
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect((await ask(user.token, { question: QUESTION, is_public: false, image: gif })).status).toBe(400);
    const huge = `data:image/png;base64,${Buffer.alloc(4 * 1024 * 1024 + 3).toString('base64')}`;
    expect((await ask(user.token, { question: QUESTION, is_public: false, image: huge })).status).toBe(400);
    expect(await ledger.holdsOf(user.id)).toEqual([]);
    expect(fake.chatRequests()).toHaveLength(0);
  });
});

describe('/homework/questions without a model', () => {
  it('answers 503 LLM_NOT_CONFIGURED and takes no hold', async () => {
    const ledger = await PointsLedgerProcess.start(INTERNAL_SECRET);
    const tokens = await createTestTokenIssuer();
    const service = await startTestService(aiToolsService, {
      verifier: tokens.verifier,
      env: { INTERNAL_API_SECRET: INTERNAL_SECRET, POINTS_LEDGER_URL: ledger.url },
    });
    try {
      const userId = randomUUID();
      await ledger.fund(userId, 100);
      const response = await fetch(`${service.baseUrl}/homework/questions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.sign({ userId })}` },
        body: JSON.stringify({ question: QUESTION, is_public: false }),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('LLM_NOT_CONFIGURED');
      expect(await ledger.holdsOf(userId)).toEqual([]);
    } finally {
      await service.close();
      await ledger.close();
    }
  });
});

describe('/homework/questions with an endpoint without structured output', () => {
  it('asks for the same JSON in the prompt, reads it out of the prose and charges once', async () => {
    const fake = new FakeLlmServer();
    fake.support = { jsonSchema: false, logprobs: false, embeddings: false };
    const llmUrl = await fake.start();
    const ledger = await PointsLedgerProcess.start(INTERNAL_SECRET);
    const tokens = await createTestTokenIssuer();
    const service = await startTestService(aiToolsService, {
      verifier: tokens.verifier,
      env: {
        LLM_BASE_URL: llmUrl,
        LLM_MODEL: MODEL,
        POINTS_LEDGER_URL: ledger.url,
        INTERNAL_API_SECRET: INTERNAL_SECRET,
      },
    });
    try {
      expect((await fetch(`${service.baseUrl}/llm/status`)).status).toBe(200);
      fake.reset();
      fake.enqueue({ reply: `Here is the worked solution.\n${JSON.stringify(ANSWER)}\nHope it helps!` });
      const userId = randomUUID();
      await ledger.fund(userId, 100);
      const response = await fetch(`${service.baseUrl}/homework/questions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.sign({ userId })}` },
        body: JSON.stringify({ question: QUESTION, is_public: false }),
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { data: HomeworkQuestionDetail };
      expect(body.data.answer.steps).toHaveLength(3);
      expect(fake.chatRequests()[0]?.body.response_format).toBeUndefined();
      expect(await ledger.chargedTo(userId)).toBe(10);
    } finally {
      await service.close();
      await ledger.close();
      await fake.stop();
    }
  });
});
