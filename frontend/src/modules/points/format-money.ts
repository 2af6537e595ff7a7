import { POINTS_PER_USD } from '@studyhub/contracts';

const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars, en-US formatted (spec section 9): 1234.5 -> "$1,234.50". */
export function formatUsd(amount: number): string {
  return usdFormatter.format(amount);
}

/** Money held as integer cents (ADR 0014): 499 -> "$4.99". */
export function formatCents(cents: number): string {
  return usdFormatter.format(cents / 100);
}

/** What points are worth at 10 points to 1 USD (spec section 9): 25 -> "$2.50". */
export function formatPointsValue(points: number): string {
  return usdFormatter.format(points / POINTS_PER_USD);
}
