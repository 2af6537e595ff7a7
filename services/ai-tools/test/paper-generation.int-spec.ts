import { randomUUID } from 'node:crypto';
import { POINTS_MESSAGES, writingCost, type GenerationStreamEvent, type Paper } from '@studyhub/contracts';
import { createTestTokenIssuer, startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';
import { MeteredAiTools } from './support/metered-ai-tools';
import type { PointsLedgerProcess } from './support/points-ledger-process';

jest.setTimeout(120_000);

const MODEL = 'writer-model';

type StreamedEvent = GenerationStreamEvent;

/** The events of an SSE body: `event:` and `data:` lines, blank-line separated; comments skipped. */
function eventsOf(body: string): StreamedEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line !== '' && !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
      return { event: name, data: JSON.parse(data ?? 'null') } as StreamedEvent;
    });
}

const words = (count: number, stem = 'word') =>
  Array.from({ length: count }, (_, index) => `${stem}${index}`).join(' ');

describe('POST /papers/{id}/generate: the AI writer, metered against the real points-ledger', () => {
  const harness = new MeteredAiTools();
  const fake = harness.fake;
  let ledger: PointsLedgerProcess;
  let service: TestService;

  beforeAll(async () => {
    await harness.start(MODEL, { LLM_MAX_RETRIES: '1', DOI_RESOLVER_URL: '' });
    ({ ledger, service } = harness);
  });

  afterAll(() => harness.close());

  beforeEach(() => {
    fake.reset();
    fake.chunkDelayMs = 5;
  });

  const student = (points: number) => harness.fundedUser(points);

  async function json<T>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function paperWith(
    token: string,
    settings: Record<string, unknown>,
    sources: Record<string, unknown>[] = [],
  ): Promise<Paper> {
    const created = await json<{ data: Paper }>('POST', '/papers', token, {
      title: 'Heat and living cells',
      ...settings,
    });
    for (const item of sources) {
      const added = await json('POST', `/papers/${created.body.data.id}/sources`, token, { kind: 'manual', item });
      expect(added.status).toBe(201);
    }
    return created.body.data;
  }

  function generate(
    token: string,
    paperId: string,
    body: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<Response> {
    return fetch(`${service.baseUrl}/papers/${paperId}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  }

  const inRange = {
    type: 'book',
    title: 'Heat and life',
    author: [{ family: 'Lee', given: 'Min' }],
    publisher: 'Campus Press',
    issued: { 'date-parts': [[2020]] },
  };
  const outOfRange = {
    type: 'book',
    title: 'On the origin of species',
    author: [{ family: 'Darwin', given: 'Charles' }],
    issued: { 'date-parts': [[1859]] },
  };

  it('streams a draft that cites only library sources, drops invented ones, and charges the words written', async () => {
    const user = await student(100);
    const paper = await paperWith(
      user.token,
      { citation_style: 'APA_7', sources: { count: 1, yearRange: { start: 2010, end: 2025 } } },
      [inRange, outOfRange],
    );
    const body = `## Introduction\n\n${words(120)} as shown [@lee2020] and [@darwin1859] and [@smith1999].\n\n## References\n\nSmith, J. (1999). A made up book. Nowhere Press.\n`;
    fake.enqueue({ reply: body });

    const response = await generate(user.token, paper.id, { mode: 'draft', words: 200 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = eventsOf(await response.text());

    expect(events[0]).toEqual({ event: 'hold', data: { points_held: writingCost(200) } });
    const streamed = events.flatMap((event) => (event.event === 'text' ? [event.data.text] : []));
    expect(streamed.length).toBeGreaterThan(10);
    expect(streamed.join('')).toBe(body);

    const done = events.at(-1);
    if (done?.event !== 'done') throw new Error(`expected done, got ${JSON.stringify(done)}`);
    // 120 words + "as shown", "and", "and" + the heading: the model's words; its reference list excluded.
    expect(done.data.words).toBe(125);
    expect(done.data).toMatchObject({
      points_charged: writingCost(125),
      balance: 100 - writingCost(125),
      engine: 'llm',
      model: MODEL,
      cited: ['lee2020'],
      removed_bibliography: true,
    });
    expect(done.data.dropped.map((dropped) => dropped.marker).sort()).toEqual(['@darwin1859', '@smith1999']);
    expect(done.data.html).toContain('as shown (Lee, 2020) and and.');
    expect(done.data.html).toContain('<h2>References</h2><p>Lee, M. (2020). <i>Heat and life</i>. Campus Press.</p>');
    expect(done.data.html).not.toContain('made up');

    // The model was told only the usable source's key, never the out-of-range one.
    const prompt = JSON.stringify(fake.requests.at(-1)?.body);
    expect(prompt).toContain('[@lee2020]');
    expect(prompt).not.toContain('darwin1859');
    expect(await ledger.account(user.id)).toEqual({ points_balance: 80, held_points: 0, lifetime_spent: 20 });
  });

  it('never charges for more words than were asked for', async () => {
    const user = await student(50);
    const paper = await paperWith(user.token, { sources: { required: false } });
    fake.enqueue({ reply: words(350) });
    const events = eventsOf(await (await generate(user.token, paper.id, { mode: 'draft', words: 100 })).text());
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { words: 350, points_charged: 10, balance: 40 } });
    expect(await ledger.chargedTo(user.id)).toBe(10);
  });

  it('refuses before any model call when points are short, when sources are required, or the section is unnamed', async () => {
    const poor = await student(5);
    const free = await paperWith(poor.token, { sources: { required: false } });
    const short = await generate(poor.token, free.id, { mode: 'draft', words: 100 });
    expect(short.status).toBe(402);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(POINTS_MESSAGES.insufficient);

    const rich = await student(100);
    const strict = await paperWith(
      rich.token,
      { sources: { required: true, count: 2, yearRange: { start: 2010, end: 2025 } } },
      [inRange],
    );
    const missing = await generate(rich.token, strict.id, { mode: 'section', section: 'Methods', words: 100 });
    expect(missing.status).toBe(409);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/requires sources/);

    const unnamed = await generate(rich.token, strict.id, { mode: 'section', words: 100 });
    expect(unnamed.status).toBe(400);

    expect(fake.requests).toHaveLength(0);
    expect(await ledger.holdsOf(poor.id)).toHaveLength(0);
    expect(await ledger.holdsOf(rich.id)).toHaveLength(0);

    // An outline needs no sources yet.
    fake.enqueue({ reply: '## Introduction\n\n- the thesis' });
    const outline = eventsOf(await (await generate(rich.token, strict.id, { mode: 'outline', words: 100 })).text());
    expect(outline.at(-1)).toMatchObject({ event: 'done', data: { points_charged: 10 } });
  });

  it('charges nothing when the model fails after the stream opened', async () => {
    const user = await student(30);
    const paper = await paperWith(user.token, { sources: { required: false } });
    fake.enqueue({ status: 500 }, { status: 500 });
    const events = eventsOf(await (await generate(user.token, paper.id, { mode: 'draft', words: 100 })).text());
    expect(events.map((event) => event.event)).toEqual(['hold', 'error']);
    expect(events[1]).toMatchObject({ data: { code: 'LLM_UNAVAILABLE' } });
    await waitFor('the hold released', async () => (await ledger.account(user.id)).held_points === 0);
    expect(await ledger.account(user.id)).toEqual({ points_balance: 30, held_points: 0, lifetime_spent: 0 });

    fake.enqueue({ dropAfter: ['Half ', 'a ', 'sentence '] });
    const cut = eventsOf(await (await generate(user.token, paper.id, { mode: 'draft', words: 100 })).text());
    expect(cut.at(-1)).toMatchObject({ event: 'error', data: { code: 'LLM_STREAM_INTERRUPTED' } });
    await waitFor('the hold released', async () => (await ledger.account(user.id)).held_points === 0);
    expect(await ledger.chargedTo(user.id)).toBe(0);
  });

  it('charges nothing when the model stays rate limited or does not answer in time', async () => {
    const user = await student(30);
    const paper = await paperWith(user.token, { sources: { required: false } });
    fake.enqueue({ status: 429, retryAfterMs: '10' }, { status: 429, retryAfterMs: '10' });
    const limited = eventsOf(await (await generate(user.token, paper.id, { mode: 'draft', words: 100 })).text());
    expect(limited.map((event) => event.event)).toEqual(['hold', 'error']);
    expect(limited[1]).toMatchObject({ data: { code: 'LLM_RATE_LIMITED' } });

    fake.enqueue({ hang: true }, { hang: true });
    const silent = eventsOf(await (await generate(user.token, paper.id, { mode: 'draft', words: 100 })).text());
    expect(silent.at(-1)).toMatchObject({ event: 'error', data: { code: 'LLM_TIMEOUT' } });

    await waitFor('the holds released', async () => (await ledger.account(user.id)).held_points === 0);
    expect(await ledger.account(user.id)).toEqual({ points_balance: 30, held_points: 0, lifetime_spent: 0 });
    expect((await ledger.holdsOf(user.id)).map((hold) => hold.status)).toEqual(['released', 'released']);
  });

  it('stops billing within a second of the student pressing stop', async () => {
    const user = await student(40);
    const paper = await paperWith(user.token, { sources: { required: false } });
    fake.chunkDelayMs = 100;
    fake.enqueue({ reply: words(300) });
    const controller = new AbortController();
    const response = await generate(user.token, paper.id, { mode: 'draft', words: 300 }, controller.signal);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('event: text')) {
      const chunk = (await reader.read()) as { value?: Uint8Array };
      received += decoder.decode(chunk.value, { stream: true });
    }
    expect(await ledger.account(user.id)).toMatchObject({ held_points: writingCost(300) });
    const abortedAt = Date.now();
    controller.abort();

    await waitFor('the hold released', async () => (await ledger.account(user.id)).held_points === 0);
    expect(Date.now() - abortedAt).toBeLessThan(1_000);
    expect(await ledger.account(user.id)).toEqual({ points_balance: 40, held_points: 0, lifetime_spent: 0 });
    await waitFor('the model call closed', async () => fake.requests.at(-1)?.closedEarlyAt !== undefined);
  });

  it('answers Paper not found for someone else’s paper, before any hold', async () => {
    const owner = await student(0);
    const other = await student(50);
    const paper = await paperWith(owner.token, { sources: { required: false } });
    const response = await generate(other.token, paper.id, { mode: 'draft', words: 100 });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Paper not found');
    expect(await ledger.holdsOf(other.id)).toHaveLength(0);
  });
});

describe('POST /papers/{id}/generate without a model', () => {
  it('answers 503 with how to enable it, before any hold', async () => {
    const tokens = await createTestTokenIssuer();
    const service = await startTestService(aiToolsService, {
      verifier: tokens.verifier,
      env: { DOI_RESOLVER_URL: '' },
    });
    try {
      const token = await tokens.sign({ userId: randomUUID() });
      const created = await fetch(`${service.baseUrl}/papers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'No model here', sources: { required: false } }),
      });
      const paper = ((await created.json()) as { data: Paper }).data;
      const response = await fetch(`${service.baseUrl}/papers/${paper.id}/generate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'draft', words: 100 }),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'LLM_NOT_CONFIGURED',
        message: expect.stringContaining('LLM_BASE_URL'),
      });
    } finally {
      await service.close();
    }
  });
});
