import { randomUUID } from 'node:crypto';
import { DEFAULT_AI_PRICES, countWords, writingCost } from '@studyhub/contracts';
import { InternalClient } from '@studyhub/platform';
import { testLogger, waitFor } from '@studyhub/platform/testing';
import { PointsLedgerClient } from '../src/metering/points-ledger.client';
import { PointsMeter, type MeteredStreamEvent } from '../src/metering/points-meter';
import { FakeLlmServer } from './support/fake-llm-server';
import { GatewayUnderTest } from './support/gateway-under-test';
import { PointsLedgerProcess } from './support/points-ledger-process';

jest.setTimeout(120_000);

const INTERNAL_SECRET = 'ai-tools-meter-test-internal-api-secret';

/**
 * The meter's stream variant as the writer's generation uses it, over the real LLM gateway (fake
 * endpoint) and the built points-ledger: the price is known only at the end, and an abort must
 * stop the billing at once.
 */
describe('PointsMeter.stream with the real ledger', () => {
  const fake = new FakeLlmServer();
  let ledger: PointsLedgerProcess;
  let llm: GatewayUnderTest;
  let meter: PointsMeter;

  beforeAll(async () => {
    const llmUrl = await fake.start();
    ledger = await PointsLedgerProcess.start(INTERNAL_SECRET);
    llm = GatewayUnderTest.create({
      LLM_BASE_URL: llmUrl,
      LLM_MODEL: 'writer-model',
      LLM_TIMEOUT_MS: '5000',
      LLM_RETRY_BASE_MS: '20',
    });
    meter = new PointsMeter(
      new PointsLedgerClient(
        new InternalClient({ service: 'ai-tools', baseUrl: ledger.url, secret: INTERNAL_SECRET, timeoutMs: 5_000 }),
      ),
      testLogger('metering'),
      () => Promise.resolve(DEFAULT_AI_PRICES),
    );
    // Probed once, so the probe's requests do not take the scripted answers.
    await llm.gateway.status();
  });

  afterAll(async () => {
    await llm?.close();
    await ledger?.close();
    await fake.stop();
  });

  beforeEach(() => fake.reset());

  /** A hold with room for a fifth more words than asked, so a long answer shows the cap at work. */
  const heldWords = (requestedWords: number) => Math.ceil(requestedWords * 1.2);

  /** Generates about `requestedWords` words, billed per started 100 written. */
  function generate(userId: string, requestedWords: number, signal?: AbortSignal) {
    return meter.stream(
      {
        userId,
        feature: 'writer.generate',
        holdPoints: (prices) => writingCost(heldWords(requestedWords), prices),
        description: 'AI writer: generated text',
        key: randomUUID(),
        ...(signal ? { signal } : {}),
      },
      async function* (workSignal) {
        let text = '';
        for await (const event of llm.gateway.stream({
          userId,
          feature: 'writer',
          messages: [{ role: 'user', content: `Write ${requestedWords} words.` }],
          maxTokens: Math.ceil(heldWords(requestedWords) * 1.4),
          signal: workSignal,
        })) {
          if (event.kind !== 'text') continue;
          text += event.text;
          yield event.text;
        }
        return { words: countWords(text) };
      },
      (result) => writingCost(result.words),
    );
  }

  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  it('captures the price of the words written and gives back the rest of the hold', async () => {
    const userId = randomUUID();
    await ledger.fund(userId, 100);
    fake.enqueue({ reply: words(105) });
    const events: MeteredStreamEvent<string, { words: number }>[] = [];
    for await (const event of generate(userId, 100)) events.push(event);

    const settled = events.at(-1);
    expect(settled).toMatchObject({ kind: 'settled', result: { words: 105 }, charged: 20, balance: 80 });
    expect(events.filter((event) => event.kind === 'chunk').length).toBeGreaterThan(1);
    expect(await ledger.holdsOf(userId)).toEqual([expect.objectContaining({ amount: 20, captured_amount: 20 })]);

    fake.enqueue({ reply: words(40) });
    for await (const event of generate(userId, 100)) events.push(event);
    // Held 20 for "100 words", wrote 40: charged 10, the other 10 back.
    expect(events.at(-1)).toMatchObject({ kind: 'settled', charged: 10, balance: 70 });
    expect(await ledger.account(userId)).toEqual({ points_balance: 70, held_points: 0, lifetime_spent: 30 });
  });

  it('never charges more than the hold when the model writes past it', async () => {
    const userId = randomUUID();
    await ledger.fund(userId, 100);
    fake.enqueue({ reply: words(400) });
    let last: MeteredStreamEvent<string, { words: number }> | undefined;
    for await (const event of generate(userId, 100)) last = event;
    expect(last).toMatchObject({ kind: 'settled', result: { words: 400 }, charged: 20, balance: 80 });
  });

  it('releases the hold within a second of an abort mid-stream and closes the model connection', async () => {
    const userId = randomUUID();
    await ledger.fund(userId, 100);
    fake.enqueue({ stallAfter: ['The ', 'first ', 'words '] });
    const client = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of generate(userId, 300, client.signal)) {
        if (event.kind === 'chunk') seen.push(event.chunk);
      }
    })().catch((error: unknown) => error);
    await waitFor('three chunks read', () => seen.length === 3);

    const abortedAt = Date.now();
    client.abort();
    await waitFor('the hold released', async () => (await ledger.holdsOf(userId))[0]?.status === 'released', {
      timeoutMs: 5_000,
      intervalMs: 20,
    });
    expect(Date.now() - abortedAt).toBeLessThan(1_000);
    expect(await reading).toMatchObject({ code: 'LLM_CANCELED' });
    await waitFor('the model connection closed', () => fake.chatRequests()[0]?.closedEarlyAt !== undefined);
    expect(await ledger.account(userId)).toEqual({ points_balance: 100, held_points: 0, lifetime_spent: 0 });
    expect(await ledger.chargedTo(userId)).toBe(0);
  });

  it('releases the hold when the stream is cut after some output', async () => {
    const userId = randomUUID();
    await ledger.fund(userId, 100);
    fake.enqueue({ dropAfter: ['Half ', 'an ', 'answer '] });
    const failure = await (async () => {
      for await (const event of generate(userId, 100)) void event;
    })().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'LLM_STREAM_INTERRUPTED' });
    expect(await ledger.holdsOf(userId)).toEqual([expect.objectContaining({ status: 'released', captured_amount: 0 })]);
    expect(await ledger.account(userId)).toEqual({ points_balance: 100, held_points: 0, lifetime_spent: 0 });
  });

  it('refuses before the model is called when the balance cannot cover the hold', async () => {
    const userId = randomUUID();
    await ledger.fund(userId, 15);
    const failure = await (async () => {
      for await (const event of generate(userId, 100)) void event;
    })().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'INSUFFICIENT_POINTS', status: 402, message: 'insufficient points' });
    expect(fake.requests).toEqual([]);
  });
});
