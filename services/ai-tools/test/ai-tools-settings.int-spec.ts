import { randomUUID } from 'node:crypto';
import {
  AI_TOOL_KEYS,
  DEFAULT_AI_PRICES,
  TOOL_CLOSED_MESSAGE,
  priceChangedMessage,
  type AiModelChoices,
  type AiPriceSettings,
  type AiToolSettings,
  type AiToolsOffer,
  type SettingsHistoryEntry,
  type SettingsSnapshot,
} from '@studyhub/contracts';
import type { EventEnvelope } from '@studyhub/contracts';
import { STUDENT_ESSAY } from './support/detector-texts';
import { MeteredAiTools } from './support/metered-ai-tools';

jest.setTimeout(120_000);

const MODEL = 'deployment-model';
const EDITOR_MODEL = 'deployment-editor-model';
const NOTES = `Osmosis is the movement of water molecules across a partially permeable membrane from a dilute solution to a more concentrated solution.
Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration.`;
const CARDS = JSON.stringify({
  cards: [
    { front: 'Osmosis', back: 'Movement of water molecules across a partially permeable membrane.', passage: 1 },
    { front: 'Diffusion', back: 'Net movement of particles from higher concentration to lower.', passage: 1 },
  ],
});

interface Answer<T> {
  status: number;
  body: {
    data: T;
    meta?: { total: number };
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  };
}

/**
 * The admin's AI prices, tool switches and model choices (ADR 0032) on the real service: saved
 * through the platform's settings routes, billed against the built points-ledger, and the model
 * list read from the fake endpoint's `GET /models`.
 */
describe('AI prices, tool switches and models', () => {
  const harness = new MeteredAiTools();
  const fake = harness.fake;
  const admin = { userId: randomUUID(), role: 'admin' as const, email: 'admin@studyhub.local' };

  beforeAll(() => harness.start(MODEL, { LLM_MODEL_EDITOR: EDITOR_MODEL }));
  afterAll(() => harness.close());
  beforeEach(() => fake.reset());

  async function call<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`${harness.service.baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  const adminToken = () => harness.tokens.sign(admin);
  const offer = async () => (await call<AiToolsOffer>('GET', '/ai-tools/offer', undefined)).body.data;

  /** Saves a group from the version it stands at, changed by `change`. */
  async function save<T extends AiPriceSettings | AiToolSettings>(
    group: 'ai-prices' | 'ai-tools',
    change: (value: T) => T,
    note?: string,
  ): Promise<Answer<SettingsSnapshot<T>>> {
    const token = await adminToken();
    const current = (await call<SettingsSnapshot<T>>('GET', `/admin/settings/${group}`, token)).body.data;
    return call<SettingsSnapshot<T>>('PUT', `/admin/settings/${group}`, token, {
      version: current.version,
      value: change(current.value),
      ...(note ? { note } : {}),
    });
  }

  async function auditEvents(): Promise<(EventEnvelope & { data: { action: string; summary: string } })[]> {
    const rows = await harness.service.kernel.dataSource.query<
      { envelope: EventEnvelope & { data: { action: string; summary: string } } }[]
    >(`SELECT envelope FROM outbox WHERE event_type = 'admin.action-recorded.v1' ORDER BY id`);
    return rows.map((row) => row.envelope);
  }

  it("offers the spec's prices and every tool open until an admin saves", async () => {
    expect(await offer()).toEqual({
      prices: DEFAULT_AI_PRICES,
      prices_version: 0,
      tools: Object.fromEntries(AI_TOOL_KEYS.map((tool) => [tool, true])),
    });
  });

  it('charges the next AI detection and flashcard deck at the saved prices, with history and audit', async () => {
    const saved = await save<AiPriceSettings>(
      'ai-prices',
      (value) => ({ ...value, ai_detection: 7, flashcards_up_to_10: 6 }),
      'Launch pricing',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ group: 'ai-prices', version: 1, value: { ai_detection: 7 } });
    expect(await offer()).toMatchObject({ prices: { ai_detection: 7, flashcards_up_to_10: 6 }, prices_version: 1 });

    const student = await harness.fundedUser(50);
    const detected = await call<{ points_charged: number; balance: number }>('POST', '/ai-detector', student.token, {
      text: STUDENT_ESSAY,
    });
    expect(detected.status).toBe(200);
    expect(detected.body.data).toMatchObject({ points_charged: 7, balance: 43 });

    fake.enqueue({ reply: CARDS });
    const deck = await call<{ points_charged: number; balance: number; generated: number }>(
      'POST',
      '/flashcards/generate',
      student.token,
      { text: NOTES, count: 5 },
    );
    expect(deck.status).toBe(201);
    expect(deck.body.data).toMatchObject({ generated: 2, points_charged: 6, balance: 37 });
    expect(await harness.ledger.holdsOf(student.id)).toEqual([
      expect.objectContaining({ amount: 7, captured_amount: 7 }),
      expect.objectContaining({ amount: 6, captured_amount: 6 }),
    ]);

    const history = await call<SettingsHistoryEntry<AiPriceSettings>[]>(
      'GET',
      '/admin/settings/ai-prices/history',
      await adminToken(),
    );
    expect(history.body.meta?.total).toBe(1);
    expect(history.body.data[0]).toMatchObject({
      version: 1,
      changed_by: admin.userId,
      changed_by_email: admin.email,
      before: { ai_detection: 5, flashcards_up_to_10: 5 },
      after: { ai_detection: 7, flashcards_up_to_10: 6 },
      note: 'Launch pricing',
    });
    expect((await auditEvents()).map((event) => event.data)).toContainEqual(
      expect.objectContaining({
        action: 'settings.changed',
        targetId: 'ai-prices',
        actorEmail: admin.email,
        summary: 'AI prices settings: AI detection (points) 5 → 7, flashcards up to 10 cards (points) 5 → 6',
      }),
    );
  });

  it('refuses a quote below the current price with 409 PRICE_CHANGED before any hold, and charges a lower price', async () => {
    const price = (await offer()).prices.ai_detection;
    const student = await harness.fundedUser(40);

    const refused = await call('POST', '/ai-detector', student.token, {
      text: STUDENT_ESSAY,
      quoted_points: price - 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'PRICE_CHANGED', message: priceChangedMessage(price) });
    expect(await harness.ledger.account(student.id)).toMatchObject({ points_balance: 40, held_points: 0 });
    expect(await harness.ledger.holdsOf(student.id)).toEqual([]);

    const charged = await call<{ points_charged: number }>('POST', '/ai-detector', student.token, {
      text: STUDENT_ESSAY,
      quoted_points: price + 3,
    });
    expect(charged.status).toBe(200);
    expect(charged.body.data.points_charged).toBe(price);
  });

  it('answers 403 TOOL_CLOSED on a closed tool while the decks made with it can still be read', async () => {
    const student = await harness.fundedUser(30);
    const made = await call<{ id: string }>('POST', '/flashcards/decks', student.token, {
      title: 'Cell transport',
      cards: [{ front: 'Osmosis', back: 'Water across a membrane' }],
    });
    expect(made.status).toBe(201);

    expect((await save<AiToolSettings>('ai-tools', (value) => ({ ...value, flashcards_open: false }))).status).toBe(
      200,
    );
    try {
      expect((await offer()).tools).toMatchObject({ flashcards: false, ai_detector: true });
      for (const [path, body] of [
        ['/flashcards/generate', { text: NOTES, count: 5 }],
        ['/flashcards/decks', { title: 'Another', cards: [] }],
        [`/flashcards/decks/${made.body.data.id}/copy`, {}],
      ] as const) {
        const closed = await call('POST', path, student.token, body);
        expect([path, closed.status, closed.body.error]).toEqual([
          path,
          403,
          expect.objectContaining({ code: 'TOOL_CLOSED', message: TOOL_CLOSED_MESSAGE }),
        ]);
      }
      expect(fake.chatRequests()).toEqual([]);
      expect(await harness.ledger.holdsOf(student.id)).toEqual([]);
      expect((await call('GET', `/flashcards/decks/${made.body.data.id}`, student.token)).status).toBe(200);
      expect((await call('GET', '/flashcards/decks', student.token)).status).toBe(200);
    } finally {
      await save<AiToolSettings>('ai-tools', (value) => ({ ...value, flashcards_open: true }));
    }
  });

  it("lists the endpoint's models and the deployment's, and calls a feature's chosen model", async () => {
    fake.models = ['zeta-model', MODEL, EDITOR_MODEL, 'bigger-model'];
    const choices = await call<AiModelChoices>('GET', '/admin/ai-tools/models', await adminToken());
    expect(choices.status).toBe(200);
    expect(choices.body.data).toEqual({
      configured: true,
      defaults: {
        writer: MODEL,
        editor: EDITOR_MODEL,
        homework: MODEL,
        chat: MODEL,
        flashcards: MODEL,
        detector: MODEL,
      },
      models: ['bigger-model', EDITOR_MODEL, MODEL, 'zeta-model'],
    });

    expect(
      (await save<AiToolSettings>('ai-tools', (value) => ({ ...value, model_editor: 'bigger-model' }))).status,
    ).toBe(200);
    try {
      const student = await harness.fundedUser(20);
      fake.reset();
      fake.enqueue({ reply: 'The students met in the library.' });
      const edited = await call<{ model: string }>('POST', '/editor/actions', student.token, {
        action: 'toolbar_shorter',
        text: 'The students met in the library after their class.',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.model).toBe('bigger-model');
      expect(fake.chatRequests().map((request) => request.body.model)).toEqual(['bigger-model']);
    } finally {
      await save<AiToolSettings>('ai-tools', (value) => ({ ...value, model_editor: null }));
    }
  });

  it('refuses a model the endpoint does not list with 400, and keeps the saved value', async () => {
    fake.models = [MODEL];
    const before = (await call<SettingsSnapshot<AiToolSettings>>('GET', '/admin/settings/ai-tools', await adminToken()))
      .body.data;
    const refused = await save<AiToolSettings>('ai-tools', (value) => ({ ...value, model_writer: 'no-such-model' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('MODEL_NOT_OFFERED');
    expect(refused.body.error?.message).toContain('no-such-model');
    expect(refused.body.error?.fields?.['value.model_writer']).toHaveLength(1);
    const after = (await call<SettingsSnapshot<AiToolSettings>>('GET', '/admin/settings/ai-tools', await adminToken()))
      .body.data;
    expect(after).toMatchObject({ version: before.version, value: { model_writer: null } });
  });

  it('keeps the settings and the model list to admins', async () => {
    const student = await harness.tokens.sign({ userId: randomUUID() });
    for (const [method, path] of [
      ['GET', '/admin/settings/ai-prices'],
      ['PUT', '/admin/settings/ai-prices'],
      ['GET', '/admin/settings/ai-tools/history'],
      ['GET', '/admin/ai-tools/models'],
    ] as const) {
      const body = method === 'PUT' ? { version: 0, value: DEFAULT_AI_PRICES } : undefined;
      expect([method, path, (await call(method, path, student, body)).status]).toEqual([method, path, 403]);
      expect([method, path, (await call(method, path, undefined, body)).status]).toEqual([method, path, 401]);
    }
  });
});
