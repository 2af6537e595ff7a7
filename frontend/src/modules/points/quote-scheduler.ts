import type { PointsQuote } from '@studyhub/contracts';
import { parseCustomAmount, QUOTE_DEBOUNCE_MS } from './custom-amount';

export type QuoteState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string }
  | { status: 'loading'; amountUsd: number }
  | { status: 'ready'; amountUsd: number; quote: PointsQuote }
  | { status: 'error'; amountUsd: number; message: string };

export type QuoteAnswer = { ok: true; quote: PointsQuote } | { ok: false; message: string };

export interface QuoteScheduler {
  /** The custom amount field changed. */
  request: (input: string) => void;
  dispose: () => void;
}

export const QUOTE_FAILED = 'The quote could not be calculated. Please try again.';

/**
 * The live quote of a custom amount: asked once typing pauses (debounced), and only the answer
 * for the latest amount is shown; an earlier request still in flight is cancelled.
 */
export function createQuoteScheduler(options: {
  fetchQuote: (amountUsd: number, signal: AbortSignal) => Promise<QuoteAnswer>;
  onChange: (state: QuoteState) => void;
  delayMs?: number;
}): QuoteScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = null;
  };

  const ask = async (amountUsd: number) => {
    const current = new AbortController();
    controller = current;
    let answer: QuoteAnswer;
    try {
      answer = await options.fetchQuote(amountUsd, current.signal);
    } catch {
      answer = { ok: false, message: QUOTE_FAILED };
    }
    if (current.signal.aborted || controller !== current) return;
    controller = null;
    options.onChange(
      answer.ok
        ? { status: 'ready', amountUsd, quote: answer.quote }
        : { status: 'error', amountUsd, message: answer.message },
    );
  };

  return {
    request(input) {
      cancel();
      if (!input.trim()) return options.onChange({ status: 'idle' });
      const amount = parseCustomAmount(input);
      if (!amount.ok) return options.onChange({ status: 'invalid', message: amount.message });
      options.onChange({ status: 'loading', amountUsd: amount.amountUsd });
      timer = setTimeout(() => void ask(amount.amountUsd), options.delayMs ?? QUOTE_DEBOUNCE_MS);
    },
    dispose: cancel,
  };
}
