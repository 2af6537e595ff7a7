import { randomUUID } from 'node:crypto';
import {
  EDITOR_ACTIONS,
  FIXED_AI_ACTION_COSTS,
  POINTS_MESSAGES,
  type EditorAction,
  type EditorActionResult,
} from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  waitFor,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';
import { FakeLlmServer, type ScriptedAnswer } from './support/fake-llm-server';
import { MeteredAiTools } from './support/metered-ai-tools';
import { PointsLedgerProcess } from './support/points-ledger-process';

jest.setTimeout(120_000);

const INTERNAL_SECRET = 'ai-tools-test-internal-api-secret';
const MODEL = 'editor-model';
const TEXT = 'In 2019, Smith surveyed 1,200 students at Harvard, and 45% of them used ChatGPT weekly.';
const KEPT = 'Smith’s 2019 survey of 1,200 Harvard students found that 45% used ChatGPT every week.';
const DROPPED = 'A survey found that many students used AI tools every week.';
const ANALYSIS = {
  summary: 'A short report of a survey result.',
  tone: 'neutral, factual',
  strengths: ['precise figures'],
  weaknesses: ['no interpretation'],
  suggestions: ['explain what the figure means'],
};

interface Answer<T = EditorActionResult> {
  status: number;
  body: { data: T; error: { code: string; message: string; details?: Record<string, unknown> } };
}

/** What a failed action must leave behind: the points back, nothing spent, the one hold released. */
async function expectReleased(ledger: PointsLedgerProcess, userId: string, funded: number): Promise<void> {
  expect(await ledger.account(userId)).toEqual({ points_balance: funded, held_points: 0, lifetime_spent: 0 });
  expect(await ledger.chargedTo(userId)).toBe(0);
  const holds = await ledger.holdsOf(userId);
  expect(holds).toHaveLength(1);
  expect(holds[0]).toMatchObject({ status: 'released', captured_amount: 0 });
}

describe('POST /editor/actions, metered against the real points-ledger', () => {
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

  async function act(
    token: string | undefined,
    body: Record<string, unknown>,
    options: { key?: string; signal?: AbortSignal } = {},
  ): Promise<Answer> {
    const response = await fetch(`${service.baseUrl}/editor/actions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  const bodyFor = (action: EditorAction) => ({
    action,
    text: TEXT,
    ...(action === 'toolbar_custom_query' ? { instruction: 'Use British spelling.' } : {}),
  });

  it.each(EDITOR_ACTIONS)('%s charges its price exactly once, labelled with the model', async (action) => {
    const user = await fundedUser(50);
    fake.enqueue({ reply: action === 'content_analysis' ? JSON.stringify(ANALYSIS) : KEPT });
    const cost = FIXED_AI_ACTION_COSTS[action];

    const answer = await act(user.token, bodyFor(action));

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      action,
      engine: 'llm',
      model: MODEL,
      points_charged: cost,
      balance: 50 - cost,
    });
    if (action === 'content_analysis') {
      expect(answer.body.data.analysis).toEqual(ANALYSIS);
      expect(answer.body.data.text).toBe(ANALYSIS.summary);
      expect(fake.chatRequests()[0]?.body.response_format).toMatchObject({ type: 'json_schema' });
    } else {
      expect(answer.body.data.text).toBe(KEPT);
    }
    expect(fake.chatRequests()).toHaveLength(1);
    expect(await ledger.account(user.id)).toEqual({ points_balance: 50 - cost, held_points: 0, lifetime_spent: cost });
    expect(await ledger.chargedTo(user.id)).toBe(cost);
    expect(await ledger.holdsOf(user.id)).toEqual([
      { amount: cost, status: 'captured', captured_amount: cost, description: expect.stringContaining('AI editor') },
    ]);
  });

  it('charges a retried request (same Idempotency-Key) once, and answers the retry 409 without a model call', async () => {
    const user = await fundedUser(50);
    fake.enqueue({ reply: KEPT }, { reply: KEPT });
    const key = randomUUID();
    const first = await act(user.token, bodyFor('rewrite_content'), { key });
    const retry = await act(user.token, bodyFor('rewrite_content'), { key });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe('ACTION_ALREADY_PROCESSED');
    expect(fake.chatRequests()).toHaveLength(1);
    expect(await ledger.account(user.id)).toMatchObject({ points_balance: 40, lifetime_spent: 10 });
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
  ])('releases the hold and charges nothing when %s', async (_, script, status, code) => {
    const user = await fundedUser(20);
    fake.enqueue(...script);
    const answer = await act(user.token, bodyFor('toolbar_shorter'));
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(fake.chatRequests()).toHaveLength(script.length);
    await expectReleased(ledger, user.id, 20);
  });

  it('releases the hold within a second when the client aborts mid-call, and closes the model call', async () => {
    const user = await fundedUser(20);
    fake.enqueue({ hang: true });
    const client = new AbortController();
    const pending = act(user.token, bodyFor('improve_content'), { signal: client.signal }).catch(
      (error: unknown) => error,
    );
    await waitFor('the model called', () => fake.chatRequests().length === 1);
    await waitFor('the hold taken', async () => (await ledger.holdsOf(user.id))[0]?.status === 'held');

    const abortedAt = Date.now();
    client.abort();
    await waitFor('the hold released', async () => (await ledger.holdsOf(user.id))[0]?.status === 'released', {
      timeoutMs: 5_000,
      intervalMs: 20,
    });
    expect(Date.now() - abortedAt).toBeLessThan(1_000);
    expect(await pending).toMatchObject({ name: 'AbortError' });
    await waitFor('the model call closed', () => fake.chatRequests()[0]?.closedEarlyAt !== undefined);
    await expectReleased(ledger, user.id, 20);
  });

  it('retries once with a reminder when the answer lost a number or a name, and charges once when the retry keeps them', async () => {
    const user = await fundedUser(20);
    fake.enqueue({ reply: DROPPED }, { reply: KEPT });
    const answer = await act(user.token, bodyFor('toolbar_make_natural'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ text: KEPT, points_charged: 3, balance: 17 });
    const [, retry] = fake.chatRequests();
    const messages = retry?.body.messages as { role: string; content: string }[];
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: DROPPED });
    expect(messages.at(-1)?.content).toContain('2019, 1200, 45, Smith, Harvard, ChatGPT');
    expect(await ledger.account(user.id)).toMatchObject({ points_balance: 17, lifetime_spent: 3 });
  });

  it('fails without charging when the retry still loses them, naming what was lost', async () => {
    const user = await fundedUser(20);
    fake.enqueue({ reply: DROPPED }, { reply: DROPPED.replace('A survey', 'Smith’s survey') });
    const answer = await act(user.token, bodyFor('toolbar_longer'));
    expect(answer.status).toBe(502);
    expect(answer.body.error.code).toBe('EDITOR_ACTION_CHANGED_FACTS');
    expect(answer.body.error.details).toEqual({ missing: ['2019', '1200', '45', 'Harvard', 'ChatGPT'] });
    expect(fake.chatRequests()).toHaveLength(2);
    await expectReleased(ledger, user.id, 20);
  });

  it("refuses with 402 and the spec's text before any model call when the balance is short", async () => {
    const poor = await fundedUser(2);
    const answer = await act(poor.token, bodyFor('toolbar_improve_writing'));
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: POINTS_MESSAGES.insufficient });
    const penniless = await fundedUser(0);
    expect((await act(penniless.token, bodyFor('rewrite_content'))).status).toBe(402);
    expect(fake.requests).toEqual([]);
    expect(await ledger.account(poor.id)).toEqual({ points_balance: 2, held_points: 0, lifetime_spent: 0 });
    expect(await ledger.holdsOf(poor.id)).toEqual([]);
  });

  it('refuses anonymous callers and bad input before any hold', async () => {
    const user = await fundedUser(20);
    expect((await act(undefined, bodyFor('toolbar_shorter'))).status).toBe(401);
    const noInstruction = await act(user.token, { action: 'toolbar_custom_query', text: TEXT });
    expect(noInstruction.status).toBe(400);
    expect(noInstruction.body.error.code).toBe('VALIDATION_FAILED');
    expect((await act(user.token, { action: 'translate', text: TEXT })).status).toBe(400);
    expect((await act(user.token, { action: 'toolbar_shorter', text: 'x'.repeat(20_001) })).status).toBe(400);
    expect(fake.requests).toEqual([]);
    expect(await ledger.holdsOf(user.id)).toEqual([]);
  });
});

describe('POST /editor/actions without a model or without the ledger', () => {
  const fake = new FakeLlmServer();
  let llmUrl: string;
  let ledger: PointsLedgerProcess;
  let tokens: TestTokenIssuer;
  const services: TestService[] = [];

  beforeAll(async () => {
    llmUrl = await fake.start();
    ledger = await PointsLedgerProcess.start(INTERNAL_SECRET);
    tokens = await createTestTokenIssuer();
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.close()));
    await ledger?.close();
    await fake.stop();
  });

  async function serviceWith(env: Record<string, string>): Promise<TestService> {
    const service = await startTestService(aiToolsService, {
      verifier: tokens.verifier,
      env: { INTERNAL_API_SECRET: INTERNAL_SECRET, ...env },
    });
    services.push(service);
    return service;
  }

  async function post(service: TestService, userId: string): Promise<Answer<never>> {
    const response = await fetch(`${service.baseUrl}/editor/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.sign({ userId })}` },
      body: JSON.stringify({ action: 'toolbar_shorter', text: TEXT }),
    });
    return { status: response.status, body: (await response.json()) as Answer<never>['body'] };
  }

  it('answers 503 LLM_NOT_CONFIGURED with no LLM, and takes no hold', async () => {
    const service = await serviceWith({ POINTS_LEDGER_URL: ledger.url });
    const userId = randomUUID();
    await ledger.fund(userId, 20);
    const answer = await post(service, userId);
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('LLM_NOT_CONFIGURED');
    expect(await ledger.holdsOf(userId)).toEqual([]);
    expect(await ledger.account(userId)).toEqual({ points_balance: 20, held_points: 0, lifetime_spent: 0 });
  });

  it('answers 503 POINTS_LEDGER_UNAVAILABLE when the ledger cannot be reached, and calls no model', async () => {
    const service = await serviceWith({
      LLM_BASE_URL: llmUrl,
      LLM_MODEL: MODEL,
      // Nothing listens on port 9 (discard) on a test machine: the connection is refused.
      POINTS_LEDGER_URL: 'http://127.0.0.1:9',
    });
    expect((await fetch(`${service.baseUrl}/llm/status`)).status).toBe(200);
    fake.reset();
    const answer = await post(service, randomUUID());
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('POINTS_LEDGER_UNAVAILABLE');
    expect(fake.requests).toEqual([]);
  });
});
