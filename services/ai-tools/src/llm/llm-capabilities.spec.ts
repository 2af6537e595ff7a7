import { CapabilityCache, type ProbeResult } from './llm-capabilities';

const NONE = { streaming: false, jsonSchema: false, embeddings: false, logprobs: false, promptLogprobs: false };
const ALL = { streaming: true, jsonSchema: true, embeddings: true, logprobs: true, promptLogprobs: true };

/** A cache over a scripted probe and a hand-moved clock; each probe answers the next scripted result. */
function cacheWith(answers: boolean[]) {
  let clock = 0;
  const probe = jest.fn(() => {
    const isComplete = answers.shift();
    if (isComplete === undefined) throw new Error('probed more often than scripted');
    const result: ProbeResult = { capabilities: isComplete ? ALL : NONE, isComplete, probedAt: new Date(clock) };
    return Promise.resolve(result);
  });
  const cache = new CapabilityCache(probe, { firstRetryMs: 1_000, maxRetryMs: 4_000 }, () => clock);
  return {
    cache,
    probe,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('CapabilityCache', () => {
  it('keeps a complete answer for good', async () => {
    const { cache, probe, advance } = cacheWith([true]);
    await cache.get();
    advance(3_600_000);
    expect((await cache.get()).capabilities).toEqual(ALL);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('probes again soon after an incomplete answer (a busy process or a starting endpoint), and uses the new answer', async () => {
    const { cache, probe, advance } = cacheWith([false, true]);
    expect((await cache.get()).isComplete).toBe(false);
    advance(999);
    expect((await cache.get()).isComplete).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.get()).toMatchObject({ isComplete: true, capabilities: ALL });
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('waits twice as long after each incomplete answer in a row, up to the maximum', async () => {
    const { cache, probe, advance } = cacheWith([false, false, false, false, false]);
    await cache.get();
    // Waits of 1 s, 2 s, 4 s, then 4 s again (the maximum).
    for (const [wait, probes] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
      [4_000, 5],
    ] as const) {
      advance(wait - 1);
      await cache.get();
      expect(probe).toHaveBeenCalledTimes(probes - 1);
      advance(1);
      await cache.get();
      expect(probe).toHaveBeenCalledTimes(probes);
    }
  });

  it('starts over at the first wait once an answer was complete', async () => {
    let clock = 0;
    const answers = [false, false, true];
    const probe = jest.fn(() =>
      Promise.resolve({ capabilities: NONE, isComplete: answers.shift()!, probedAt: new Date(clock) }),
    );
    const cache = new CapabilityCache(probe, { firstRetryMs: 1_000, maxRetryMs: 60_000 }, () => clock);
    await cache.get();
    clock += 1_000;
    await cache.get();
    clock += 2_000;
    expect((await cache.get()).isComplete).toBe(true);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('shares one probe between concurrent callers, also when an incomplete answer is replaced', async () => {
    const { cache, probe, advance } = cacheWith([false, true]);
    const first = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(first.every((result) => !result.isComplete)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    advance(1_000);
    const second = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(second.every((result) => result.isComplete)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
