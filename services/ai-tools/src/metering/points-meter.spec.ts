import { DEFAULT_AI_PRICES, priceChangedMessage, type AiPriceSettings } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import type { Capture, HoldOutcome, PointsLedgerClient, SettleOutcome } from './points-ledger.client';
import { PointsMeter, idempotencyKeyOf, type MeteredAction, type MeteredStreamEvent } from './points-meter';

const HOLD_ID = '00000000-0000-4000-8000-000000000001';

/** Records what the meter asks of the ledger and answers as scripted; the real ledger is in the int-spec. */
class ScriptedLedger {
  readonly calls: string[] = [];
  readonly captures: Capture[] = [];
  reserveOutcome: HoldOutcome = {
    kind: 'held',
    hold: { hold_id: HOLD_ID, status: 'held', expires_at: new Date().toISOString(), points_balance: 90 },
    isReplay: false,
  };
  releaseFailure: Error | undefined;

  reserve(): Promise<HoldOutcome> {
    this.calls.push('reserve');
    return Promise.resolve(this.reserveOutcome);
  }

  capture(_holdId: string, capture: Capture): Promise<SettleOutcome> {
    this.calls.push(`capture ${capture.amount}`);
    this.captures.push(capture);
    return Promise.resolve({ kind: 'settled', pointsBalance: 100 - capture.amount });
  }

  release(): Promise<SettleOutcome> {
    this.calls.push('release');
    return this.releaseFailure
      ? Promise.reject(this.releaseFailure)
      : Promise.resolve({ kind: 'settled', pointsBalance: 100 });
  }
}

function meterWith(ledger: ScriptedLedger, prices: AiPriceSettings = DEFAULT_AI_PRICES): PointsMeter {
  return new PointsMeter(ledger as unknown as PointsLedgerClient, testLogger('metering'), () =>
    Promise.resolve(prices),
  );
}

const action = (overrides: Partial<MeteredAction> = {}): MeteredAction => ({
  userId: '00000000-0000-4000-8000-0000000000aa',
  feature: 'editor.toolbar_shorter',
  holdPoints: () => 10,
  description: 'AI editor: Shorter',
  key: 'key-1',
  ...overrides,
});

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** Lets pending promise callbacks run, without waiting for any clock. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PointsMeter.run', () => {
  it('holds, runs, then captures the cost once and answers the balance it left', async () => {
    const ledger = new ScriptedLedger();
    const metered = await meterWith(ledger).run(
      action(),
      () => Promise.resolve('done'),
      () => 3,
    );
    expect(metered).toEqual({ result: 'done', prices: DEFAULT_AI_PRICES, charged: 3, balance: 97 });
    expect(ledger.calls).toEqual(['reserve', 'capture 3']);
    expect(ledger.captures[0]?.metadata).toMatchObject({ feature: 'editor.toolbar_shorter', key: 'key-1' });
  });

  it('prices the hold and the cost at the prices in force', async () => {
    const ledger = new ScriptedLedger();
    const prices = { ...DEFAULT_AI_PRICES, toolbar_shorter: 4 };
    const metered = await meterWith(ledger, prices).run(
      action({ holdPoints: (inForce) => inForce.toolbar_shorter }),
      () => Promise.resolve('done'),
      (_, inForce) => inForce.toolbar_shorter,
    );
    expect(metered).toMatchObject({ charged: 4, prices });
    expect(ledger.calls).toEqual(['reserve', 'capture 4']);
  });

  it('refuses a quote below the current price with 409 PRICE_CHANGED before any hold', async () => {
    const ledger = new ScriptedLedger();
    const work = jest.fn(() => Promise.resolve('done'));
    const refusal = await failureOf(
      meterWith(ledger, { ...DEFAULT_AI_PRICES, toolbar_shorter: 4 }).run(
        action({ holdPoints: (inForce) => inForce.toolbar_shorter, quotedPoints: 3 }),
        work,
        () => 4,
      ),
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'PRICE_CHANGED', status: 409, message: priceChangedMessage(4) });
    expect(ledger.calls).toEqual([]);
    expect(work).not.toHaveBeenCalled();
  });

  it('charges the current price when it is at or below the quote', async () => {
    for (const quotedPoints of [3, 5]) {
      const ledger = new ScriptedLedger();
      const metered = await meterWith(ledger, { ...DEFAULT_AI_PRICES, toolbar_shorter: 3 }).run(
        action({ holdPoints: (inForce) => inForce.toolbar_shorter, quotedPoints }),
        () => Promise.resolve('done'),
        (_, inForce) => inForce.toolbar_shorter,
      );
      expect(metered.charged).toBe(3);
      expect(ledger.calls).toEqual(['reserve', 'capture 3']);
    }
  });

  it('caps a cost above the hold at the hold', async () => {
    const ledger = new ScriptedLedger();
    const metered = await meterWith(ledger).run(
      action({ holdPoints: () => 20 }),
      () => Promise.resolve(1),
      () => 30,
    );
    expect(metered.charged).toBe(20);
    expect(ledger.calls).toEqual(['reserve', 'capture 20']);
  });

  it('releases the hold once and rethrows when the work fails, and when the cost cannot be computed', async () => {
    const ledger = new ScriptedLedger();
    const meter = meterWith(ledger);
    const boom = new Error('model down');
    expect(
      await failureOf(
        meter.run(
          action(),
          () => Promise.reject(boom),
          () => 3,
        ),
      ),
    ).toBe(boom);
    expect(
      await failureOf(
        meter.run(
          action(),
          () => Promise.resolve(1),
          () => 2.5,
        ),
      ),
    ).toBeInstanceOf(RangeError);
    expect(ledger.calls).toEqual(['reserve', 'release', 'reserve', 'release']);
  });

  it('refuses with 402 and the given text before any work when the balance is short', async () => {
    const ledger = new ScriptedLedger();
    ledger.reserveOutcome = { kind: 'insufficient' };
    const work = jest.fn(() => Promise.resolve(1));
    const error = await failureOf(
      meterWith(ledger).run(
        action({ insufficientMessage: 'You have insufficient points for AI detection' }),
        work,
        () => 1,
      ),
    );
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      status: 402,
      message: 'You have insufficient points for AI detection',
    });
    expect(work).not.toHaveBeenCalled();
    const generic = await failureOf(meterWith(ledger).run(action(), work, () => 1));
    expect(generic).toMatchObject({ status: 402, message: 'insufficient points' });
  });

  it('refuses a key it has seen (a retried request) with 409 and runs nothing', async () => {
    const ledger = new ScriptedLedger();
    ledger.reserveOutcome = {
      kind: 'held',
      hold: { hold_id: HOLD_ID, status: 'captured', expires_at: new Date().toISOString(), points_balance: 90 },
      isReplay: true,
    };
    const work = jest.fn(() => Promise.resolve(1));
    expect(await failureOf(meterWith(ledger).run(action(), work, () => 1))).toMatchObject({
      code: 'ACTION_ALREADY_PROCESSED',
      status: 409,
    });
    expect(work).not.toHaveBeenCalled();
    expect(ledger.calls).toEqual(['reserve']);
  });

  it('answers 502 when the ledger refuses the hold for any other reason', async () => {
    const ledger = new ScriptedLedger();
    ledger.reserveOutcome = { kind: 'refused', status: 400, code: 'VALIDATION_FAILED', message: 'bad' };
    expect(
      await failureOf(
        meterWith(ledger).run(
          action(),
          () => Promise.resolve(1),
          () => 1,
        ),
      ),
    ).toMatchObject({
      code: 'POINTS_LEDGER_REFUSED',
      status: 502,
    });
  });

  it('releases at the moment the caller aborts, stops the work, and never captures', async () => {
    const ledger = new ScriptedLedger();
    const caller = new AbortController();
    let workSignal: AbortSignal | undefined;
    let finishWork: (value: string) => void = () => undefined;
    const pending = meterWith(ledger).run(
      action({ signal: caller.signal }),
      (signal) => {
        workSignal = signal;
        return new Promise<string>((resolve) => (finishWork = resolve));
      },
      () => 3,
    );
    await settle();
    caller.abort();
    await settle();
    // Released while the work has not even answered yet.
    expect(ledger.calls).toEqual(['reserve', 'release']);
    expect(workSignal?.aborted).toBe(true);
    finishWork('too late');
    expect(await failureOf(pending)).toMatchObject({ code: 'LLM_CANCELED' });
    expect(ledger.calls).toEqual(['reserve', 'release']);
  });

  it('keeps the work error when the release fails (the ledger expires the hold later)', async () => {
    const ledger = new ScriptedLedger();
    ledger.releaseFailure = new AppError('POINTS_LEDGER_UNAVAILABLE', 503, 'down');
    const boom = new Error('model down');
    expect(
      await failureOf(
        meterWith(ledger).run(
          action(),
          () => Promise.reject(boom),
          () => 3,
        ),
      ),
    ).toBe(boom);
  });
});

describe('PointsMeter.stream', () => {
  async function* words(signal: AbortSignal, count: number): AsyncGenerator<string, { words: number }> {
    for (let index = 0; index < count; index += 1) {
      if (signal.aborted) throw new Error('aborted');
      yield `word${index} `;
    }
    return { words: count };
  }

  it('passes the chunks through, then captures the cost of the result once', async () => {
    const ledger = new ScriptedLedger();
    const events: MeteredStreamEvent<string, { words: number }>[] = [];
    for await (const event of meterWith(ledger).stream(
      action({ holdPoints: () => 20 }),
      (signal) => words(signal, 3),
      (result) => result.words * 2,
    )) {
      events.push(event);
    }
    expect(events.map((event) => event.kind)).toEqual(['chunk', 'chunk', 'chunk', 'settled']);
    expect(events[3]).toEqual({
      kind: 'settled',
      result: { words: 3 },
      prices: DEFAULT_AI_PRICES,
      charged: 6,
      balance: 94,
    });
    expect(ledger.calls).toEqual(['reserve', 'capture 6']);
  });

  it('releases when the reader stops early, and closes the work', async () => {
    const ledger = new ScriptedLedger();
    let isClosed = false;
    async function* endless(): AsyncGenerator<string, number> {
      try {
        for (;;) yield 'x';
      } finally {
        isClosed = true;
      }
    }
    for await (const event of meterWith(ledger).stream(action(), endless, () => 1)) {
      if (event.kind === 'chunk') break;
    }
    expect(ledger.calls).toEqual(['reserve', 'release']);
    expect(isClosed).toBe(true);
  });

  it('releases when the work fails mid-stream, and rethrows', async () => {
    const ledger = new ScriptedLedger();
    async function* failing(): AsyncGenerator<string, number> {
      yield 'x';
      throw new Error('cut');
    }
    const seen: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const event of meterWith(ledger).stream(action(), failing, () => 1)) seen.push(event.kind);
      })(),
    );
    expect(error).toMatchObject({ message: 'cut' });
    expect(seen).toEqual(['chunk']);
    expect(ledger.calls).toEqual(['reserve', 'release']);
  });
});

describe('idempotencyKeyOf', () => {
  it('scopes the key by feature and hashes one too long for the ledger', () => {
    expect(idempotencyKeyOf({ feature: 'editor.rewrite_content', key: 'abc' })).toBe('editor.rewrite_content:abc');
    const long = idempotencyKeyOf({ feature: 'editor.rewrite_content', key: 'k'.repeat(200) });
    expect(long).toMatch(/^editor\.rewrite_content:[0-9a-f]{64}$/);
  });
});
