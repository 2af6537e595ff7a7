import type { PointsQuote } from '@studyhub/contracts';
import { createQuoteScheduler, QUOTE_FAILED, type QuoteAnswer, type QuoteState } from './quote-scheduler';

const quoteFor = (amount: number): PointsQuote => ({
  amount_usd: amount,
  base_points: amount * 10,
  bonus_points: amount >= 20 ? amount : 0,
  total_points: amount * 10 + (amount >= 20 ? amount : 0),
});

function harness(
  answer: (amount: number) => Promise<QuoteAnswer> = async (amount) => ({ ok: true, quote: quoteFor(amount) }),
) {
  const states: QuoteState[] = [];
  const fetchQuote = jest.fn((amount: number, _signal: AbortSignal) => answer(amount));
  const scheduler = createQuoteScheduler({ fetchQuote, onChange: (state) => states.push(state), delayMs: 300 });
  return { scheduler, fetchQuote, states };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createQuoteScheduler', () => {
  it('asks once typing pauses for 300 ms, for the last amount only', async () => {
    const { scheduler, fetchQuote, states } = harness();
    scheduler.request('2');
    await jest.advanceTimersByTimeAsync(100);
    scheduler.request('25');
    await jest.advanceTimersByTimeAsync(299);
    expect(fetchQuote).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    expect(fetchQuote.mock.calls[0]![0]).toBe(25);
    expect(states.at(-1)).toEqual({ status: 'ready', amountUsd: 25, quote: quoteFor(25) });
    expect(states.filter((state) => state.status === 'loading')).toHaveLength(2);
  });

  it('never asks for an invalid or empty amount', async () => {
    const { scheduler, fetchQuote, states } = harness();
    scheduler.request('0.5');
    await jest.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toEqual({ status: 'invalid', message: 'The smallest amount is $1.' });
    scheduler.request('   ');
    expect(states.at(-1)).toEqual({ status: 'idle' });
    expect(fetchQuote).not.toHaveBeenCalled();
  });

  it('drops the answer of an amount that changed while it was asked', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { scheduler, fetchQuote, states } = harness(async (amount) => {
      if (amount === 10) await slow;
      return { ok: true, quote: quoteFor(amount) };
    });
    scheduler.request('10');
    await jest.advanceTimersByTimeAsync(300);
    scheduler.request('20');
    expect(fetchQuote.mock.calls[0]![1].aborted).toBe(true);
    release();
    await jest.advanceTimersByTimeAsync(300);
    expect(states.filter((state) => state.status === 'ready')).toEqual([
      { status: 'ready', amountUsd: 20, quote: quoteFor(20) },
    ]);
  });

  it('reports a failed quote with its message', async () => {
    const { scheduler, states } = harness(async () => ({ ok: false, message: 'The largest amount is $1000.' }));
    scheduler.request('30');
    await jest.advanceTimersByTimeAsync(300);
    expect(states.at(-1)).toEqual({ status: 'error', amountUsd: 30, message: 'The largest amount is $1000.' });
  });

  it('turns a thrown request into the generic failure', async () => {
    const { scheduler, states } = harness(async () => {
      throw new Error('boom');
    });
    scheduler.request('30');
    await jest.advanceTimersByTimeAsync(300);
    expect(states.at(-1)).toEqual({ status: 'error', amountUsd: 30, message: QUOTE_FAILED });
  });

  it('asks nothing after being disposed', async () => {
    const { scheduler, fetchQuote } = harness();
    scheduler.request('30');
    scheduler.dispose();
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchQuote).not.toHaveBeenCalled();
  });
});
