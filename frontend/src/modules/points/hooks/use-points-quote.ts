'use client';

import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { fetchPointsQuote } from '../api/points-orders-api';
import { createQuoteScheduler, QUOTE_FAILED, type QuoteScheduler, type QuoteState } from '../quote-scheduler';

/** The live, debounced quote for what is typed in the custom amount field. */
export function usePointsQuote(input: string): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const scheduler = useRef<QuoteScheduler | null>(null);

  useEffect(() => {
    const created = createQuoteScheduler({
      fetchQuote: async (amountUsd, signal) => {
        const result = await fetchPointsQuote(amountUsd, signal);
        if (!result.ok) return { ok: false, message: failureMessage(result, QUOTE_FAILED) };
        return typeof result.data?.total_points === 'number'
          ? { ok: true, quote: result.data }
          : { ok: false, message: QUOTE_FAILED };
      },
      onChange: setState,
    });
    scheduler.current = created;
    return () => {
      created.dispose();
      scheduler.current = null;
    };
  }, []);

  useEffect(() => {
    scheduler.current?.request(input);
  }, [input]);

  return state;
}
