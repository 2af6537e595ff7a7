'use client';

import { forwardRef, useId } from 'react';
import { TextField } from '@/modules/forms/components/text-field';
import { describeQuote } from '../custom-amount';
import { formatPoints } from '../format-points';
import type { QuoteState } from '../quote-scheduler';

function quoteText(quote: QuoteState): string {
  switch (quote.status) {
    case 'idle':
      return 'Enter an amount to see how many points you get.';
    case 'invalid':
      return '';
    case 'loading':
      return 'Calculating your points…';
    case 'ready':
      return `You get ${describeQuote(quote.quote)} = ${formatPoints(quote.quote.total_points)} points.`;
    case 'error':
      return quote.message;
    default: {
      const unreachable: never = quote;
      return unreachable;
    }
  }
}

/** The custom amount radio card: dollars in, a live quote of the points (bonus included) out. */
export const CustomAmountOption = forwardRef<
  HTMLInputElement,
  {
    name: string;
    isChecked: boolean;
    value: string;
    quote: QuoteState;
    /** An error to show whatever the quote says (a refused submit of an empty field). */
    error: string | null;
    onSelect: () => void;
    onChange: (value: string) => void;
  }
>(function CustomAmountOption({ name, isChecked, value, quote, error, onSelect, onChange }, ref) {
  const radioId = useId();
  return (
    <div
      data-testid="custom-amount"
      className="rounded-xl border border-line bg-white p-4 has-[input[type=radio]:checked]:border-brand-600 has-[input[type=radio]:checked]:bg-brand-50 has-[input[type=radio]:checked]:ring-1 has-[input[type=radio]:checked]:ring-brand-600 sm:col-span-2 xl:col-span-1"
    >
      <div className="flex items-center gap-3">
        <input
          id={radioId}
          type="radio"
          name={name}
          checked={isChecked}
          onChange={onSelect}
          className="size-4 shrink-0 accent-brand-600"
        />
        <label htmlFor={radioId} className="cursor-pointer font-semibold text-ink">
          Custom amount
        </label>
      </div>
      <TextField
        ref={ref}
        label="Amount in US dollars"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onFocus={onSelect}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? (isChecked && quote.status === 'invalid' ? quote.message : null)}
        hint="From $1 to $1,000. Larger amounts earn bonus points."
        className="mt-3"
      />
      <p className="mt-2 text-sm font-medium text-ink" aria-live="polite" data-testid="points-quote">
        {quoteText(quote)}
      </p>
    </div>
  );
});
