import { randomUUID } from 'node:crypto';
import { AppError } from '@studyhub/platform';
import type { GenerateInput, StreamEvent } from '../src/llm/llm-gateway.service';
import { FakeLlmServer } from './support/fake-llm-server';
import { GatewayUnderTest } from './support/gateway-under-test';

const fake = new FakeLlmServer();
let baseUrl: string;
const open: GatewayUnderTest[] = [];

beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((under) => under.close()));
  fake.reset();
});

function gatewayWith(env: Record<string, string> = {}): GatewayUnderTest {
  const under = GatewayUnderTest.create({
    LLM_BASE_URL: baseUrl,
    LLM_MODEL: 'house-model',
    LLM_TIMEOUT_MS: '1000',
    LLM_RETRY_BASE_MS: '20',
    LLM_RETRY_MAX_MS: '1000',
    ...env,
  });
  open.push(under);
  return under;
}

const ask = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  userId: 'user-1',
  feature: 'writer',
  messages: [{ role: 'user', content: 'Write one sentence.' }],
  maxTokens: 100,
  ...overrides,
});

async function failureOf(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

async function collect(stream: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe('LLM gateway without an endpoint', () => {
  it('answers 503 LLM_NOT_CONFIGURED, saying how to enable it, and calls nothing', async () => {
    const under = GatewayUnderTest.create({});
    open.push(under);
    const { gateway } = under;
    expect(gateway.isConfigured).toBe(false);
    for (const attempt of [
      gateway.generate(ask()),
      collect(gateway.stream(ask())),
      gateway.embed({ userId: 'user-1', feature: 'chat', texts: ['x'] }),
      gateway.status(),
    ]) {
      const error = await failureOf(attempt);
      expect(error).toMatchObject({ code: 'LLM_NOT_CONFIGURED', status: 503 });
      expect(error.message).toContain('LLM_BASE_URL');
    }
    expect(fake.requests).toEqual([]);
  });
});

describe('LLM gateway with an endpoint', () => {
  it('labels an answer with its engine and the model of its feature, per-feature override included', async () => {
    const { gateway } = gatewayWith({ LLM_MODEL_HOMEWORK: 'math-model' });
    fake.enqueue({ reply: 'An essay.', usage: { prompt: 12, completion: 3 } }, { reply: 'x = 2' });
    const writer = await gateway.generate(ask());
    const homework = await gateway.generate(ask({ feature: 'homework' }));
    expect(writer).toMatchObject({ engine: 'llm', model: 'house-model', text: 'An essay.' });
    expect(writer.usage).toEqual({ promptTokens: 12, completionTokens: 3 });
    expect(homework).toMatchObject({ engine: 'llm', model: 'math-model', text: 'x = 2' });
    expect(fake.chatRequests().map((request) => request.body.model)).toEqual(['house-model', 'math-model']);
  });

  it('retries a 500 and a 429 with backoff, honouring Retry-After, then answers', async () => {
    const { gateway } = gatewayWith();
    fake.enqueue({ status: 500 }, { status: 429, retryAfterMs: '300' }, { reply: 'done' });
    const answer = await gateway.generate(ask());
    expect(answer.text).toBe('done');
    const times = fake.chatRequests().map((request) => request.receivedAt);
    expect(times).toHaveLength(3);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(290);
  });

  it('honours Retry-After in seconds and gives up at once when it asks for longer than LLM_RETRY_MAX_MS', async () => {
    const { gateway } = gatewayWith({ LLM_RETRY_MAX_MS: '1500' });
    fake.enqueue({ status: 429, retryAfter: '1' }, { reply: 'after a second' });
    expect((await gateway.generate(ask())).text).toBe('after a second');
    const [first, second] = fake.chatRequests();
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(990);

    fake.reset();
    fake.enqueue({ status: 429, retryAfter: '30' });
    const error = await failureOf(gateway.generate(ask()));
    expect(error).toMatchObject({ code: 'LLM_RATE_LIMITED', status: 429, retryAfterSeconds: 30 });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('stops after LLM_MAX_RETRIES retries with LLM_UNAVAILABLE and gives the reserved tokens back', async () => {
    const under = gatewayWith({ LLM_MAX_RETRIES: '2' });
    fake.enqueue({ status: 500 }, { status: 502 }, { status: 503 }, { reply: 'never reached' });
    const error = await failureOf(under.gateway.generate(ask()));
    expect(error).toMatchObject({ code: 'LLM_UNAVAILABLE', status: 502 });
    expect(fake.chatRequests()).toHaveLength(3);
    expect(await under.quota.tokensUsed('user-1', 'writer')).toEqual({ user: 0, feature: 0 });
  });

  it('does not retry a refusal (400) that no retry can cure', async () => {
    const { gateway } = gatewayWith();
    fake.enqueue({ status: 400 }, { reply: 'never reached' });
    expect(await failureOf(gateway.generate(ask()))).toMatchObject({ code: 'LLM_UNAVAILABLE' });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('times out a stalled endpoint with LLM_TIMEOUT, without retrying', async () => {
    const { gateway } = gatewayWith({ LLM_TIMEOUT_MS: '300' });
    fake.enqueue({ hang: true }, { reply: 'never reached' });
    expect(await failureOf(gateway.generate(ask()))).toMatchObject({ code: 'LLM_TIMEOUT', status: 504 });
    expect(fake.chatRequests()).toHaveLength(1);
    await waitFor(() => fake.chatRequests()[0]!.closedEarlyAt !== undefined);
  });

  it('cancels a call when the caller aborts: the connection closes and nothing is retried', async () => {
    const { gateway } = gatewayWith({ LLM_TIMEOUT_MS: '5000' });
    fake.enqueue({ hang: true }, { reply: 'never reached' });
    const controller = new AbortController();
    const pending = failureOf(gateway.generate(ask({ signal: controller.signal })));
    await waitFor(() => fake.chatRequests().length === 1);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'LLM_CANCELED' });
    await waitFor(() => fake.chatRequests()[0]!.closedEarlyAt !== undefined);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('cancels during a backoff wait without another attempt', async () => {
    const { gateway } = gatewayWith({ LLM_RETRY_MAX_MS: '5000' });
    fake.enqueue({ status: 429, retryAfterMs: '3000' }, { reply: 'never reached' });
    const controller = new AbortController();
    const pending = failureOf(gateway.generate(ask({ signal: controller.signal })));
    await waitFor(() => fake.chatRequests().length === 1);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'LLM_CANCELED' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.chatRequests()).toHaveLength(1);
  });

  describe('streaming', () => {
    it('streams the text, then the labelled generation with the reported usage', async () => {
      const under = gatewayWith();
      await under.gateway.status();
      fake.reset();
      fake.enqueue({ reply: 'one two three', usage: { prompt: 7, completion: 3 } });
      const events = await collect(under.gateway.stream(ask()));
      expect(events.filter((e) => e.kind === 'text').map((e) => (e.kind === 'text' ? e.text : ''))).toEqual([
        'one ',
        'two ',
        'three',
      ]);
      expect(events.at(-1)).toMatchObject({
        kind: 'done',
        generation: {
          engine: 'llm',
          model: 'house-model',
          text: 'one two three',
          usage: { promptTokens: 7, completionTokens: 3 },
        },
      });
      expect(await under.quota.tokensUsed('user-1', 'writer')).toEqual({ user: 10, feature: 10 });
    });

    it('retries a stream that fails before any text', async () => {
      const { gateway } = gatewayWith();
      await gateway.status();
      fake.reset();
      fake.enqueue({ status: 500 }, { dropAfter: [] }, { reply: 'finally here' });
      const events = await collect(gateway.stream(ask()));
      expect(events.at(-1)).toMatchObject({ kind: 'done', generation: { text: 'finally here' } });
      expect(fake.chatRequests()).toHaveLength(3);
    });

    it('ends a stream cut after some text with LLM_STREAM_INTERRUPTED, never a retry that repeats it', async () => {
      const under = gatewayWith();
      await under.gateway.status();
      fake.reset();
      fake.enqueue({ dropAfter: ['Half ', 'an '] }, { reply: 'never reached' });
      const texts: string[] = [];
      const error = await failureOf(
        (async () => {
          for await (const event of under.gateway.stream(ask())) if (event.kind === 'text') texts.push(event.text);
        })(),
      );
      expect(error).toMatchObject({ code: 'LLM_STREAM_INTERRUPTED', status: 502 });
      expect(texts).toEqual(['Half ', 'an ']);
      expect(fake.chatRequests()).toHaveLength(1);
      // What was generated counts (estimated), the rest of the reservation is given back.
      const used = await under.quota.tokensUsed('user-1', 'writer');
      expect(used.user).toBeGreaterThan(0);
      expect(used.user).toBeLessThan(100);
    });

    it('times out a stream whose next chunk does not come', async () => {
      const { gateway } = gatewayWith({ LLM_TIMEOUT_MS: '300' });
      await gateway.status();
      fake.reset();
      fake.enqueue({ stallAfter: ['Begun '] });
      const error = await failureOf(collect(gateway.stream(ask())));
      // Text was delivered before the stall: no retry, the cut is reported as such.
      expect(error.code).toMatch(/^LLM_(TIMEOUT|STREAM_INTERRUPTED)$/);
      expect(fake.chatRequests()).toHaveLength(1);
    });

    it('closes the connection within moments when the caller aborts mid-stream', async () => {
      const { gateway } = gatewayWith({ LLM_TIMEOUT_MS: '5000' });
      await gateway.status();
      fake.reset();
      fake.enqueue({ stallAfter: ['Started '] });
      const controller = new AbortController();
      const events: StreamEvent[] = [];
      const pending = failureOf(
        (async () => {
          for await (const event of gateway.stream(ask({ signal: controller.signal }))) {
            events.push(event);
            controller.abort();
          }
        })(),
      );
      expect(await pending).toMatchObject({ code: 'LLM_CANCELED' });
      expect(events).toHaveLength(1);
      await waitFor(() => fake.chatRequests()[0]!.closedEarlyAt !== undefined);
      expect(fake.chatRequests()).toHaveLength(1);
    });
  });

  describe('limits and budgets', () => {
    it('refuses a user beyond LLM_USER_REQUESTS_PER_MINUTE before any model call; other users go on', async () => {
      const { gateway } = gatewayWith({ LLM_USER_REQUESTS_PER_MINUTE: '2' });
      await gateway.generate(ask());
      await gateway.generate(ask());
      const error = await failureOf(gateway.generate(ask()));
      expect(error).toMatchObject({ code: 'LLM_RATE_LIMITED', status: 429 });
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(fake.chatRequests()).toHaveLength(2);
      await gateway.generate(ask({ userId: 'user-2' }));
      expect(fake.chatRequests()).toHaveLength(3);
    });

    it('admits exactly the limit when calls race (the check and the count are one step)', async () => {
      const { gateway } = gatewayWith({ LLM_FEATURE_REQUESTS_PER_MINUTE: '3' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) => gateway.generate(ask({ userId: `racer-${index}` }))),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      expect(fake.chatRequests()).toHaveLength(3);
      // The feature's limit does not touch another feature.
      await gateway.generate(ask({ feature: 'editor' }));
    });

    it('reserves tokens before the call, settles them to the reported usage, and refuses beyond the daily budget', async () => {
      const under = gatewayWith({ LLM_USER_DAILY_TOKENS: '300' });
      fake.enqueue({ reply: 'a', usage: { prompt: 100, completion: 50 } });
      await under.gateway.generate(ask({ maxTokens: 100 }));
      expect(await under.quota.tokensUsed('user-1', 'writer')).toEqual({ user: 150, feature: 150 });
      // 150 used + (prompt estimate + 200) reserved would pass 300: refused before the call.
      const error = await failureOf(under.gateway.generate(ask({ maxTokens: 200 })));
      expect(error).toMatchObject({ code: 'LLM_BUDGET_EXHAUSTED', status: 429 });
      expect(fake.chatRequests()).toHaveLength(1);
      await under.gateway.generate(ask({ maxTokens: 50 }));
      expect(fake.chatRequests()).toHaveLength(2);
    });
  });

  describe('capability probe', () => {
    it('probes once, shares the answer between concurrent callers and reports what the endpoint can do', async () => {
      const { gateway } = gatewayWith({ LLM_MODEL_EMBEDDINGS: 'embed-model' });
      fake.support = { jsonSchema: false, logprobs: false, embeddings: true };
      try {
        const [first, second] = await Promise.all([gateway.status(), gateway.status()]);
        await gateway.status();
        expect(first).toEqual(second);
        expect(first.capabilities).toEqual({
          streaming: true,
          jsonSchema: false,
          embeddings: true,
          logprobs: false,
          promptLogprobs: false,
        });
        expect(first.embeddingsModel).toBe('embed-model');
        // Five probes (stream, structured output, logprobs, embeddings, prompt logprobs), however often asked.
        expect(fake.requests).toHaveLength(5);
        // Structured output is refused up front when the endpoint cannot do it, before any limit counts.
        const error = await failureOf(gateway.generate(ask({ jsonSchema: { name: 'x', schema: { type: 'object' } } })));
        expect(error).toMatchObject({ code: 'LLM_CAPABILITY_MISSING', status: 503 });
        expect(fake.requests).toHaveLength(5);
      } finally {
        fake.support = { jsonSchema: true, logprobs: true, embeddings: true };
      }
    });

    it('scores a given text with the detector model when the endpoint echoes prompt log-probabilities', async () => {
      const { gateway } = gatewayWith({ LLM_MODEL_DETECTOR: 'scoring-model' });
      fake.support = { jsonSchema: true, logprobs: true, embeddings: true, promptLogprobs: true };
      try {
        expect(await gateway.canScorePrompts()).toBe(true);
        const text = 'Students compare notes. They learn more.';
        const scored = await gateway.scorePrompt({ userId: randomUUID(), text });

        expect(scored.model).toBe('scoring-model');
        // Every word after the first (no log-probability), at its place in the text; the generated one left out.
        expect(scored.tokens.map((token) => text.slice(token.offset).trimStart().split(' ')[0])).toEqual([
          'compare',
          'notes.',
          'They',
          'learn',
          'more.',
        ]);
        const request = fake.promptRequests().at(-1)!;
        expect(request.body).toMatchObject({ model: 'scoring-model', prompt: text, echo: true, logprobs: 1 });
      } finally {
        fake.support = { jsonSchema: true, logprobs: true, embeddings: true };
      }
    });

    it('asks again later when the endpoint could not answer a probe', async () => {
      const { gateway } = gatewayWith({ LLM_MAX_RETRIES: '0' });
      fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
      const first = await gateway.status();
      expect(first.capabilities.streaming || first.capabilities.jsonSchema).toBe(false);
      expect(fake.chatRequests()).toHaveLength(3);
      // Within its backoff (two seconds after a first incomplete answer) the answer is reused.
      await gateway.status();
      expect(fake.chatRequests()).toHaveLength(3);
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
