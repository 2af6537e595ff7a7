/** The periods the seller overview offers (the API accepts 7 to 365 days). */
export const SELLER_PERIODS = [7, 30, 90, 365] as const;
export type SellerPeriod = (typeof SELLER_PERIODS)[number];
export const DEFAULT_SELLER_PERIOD: SellerPeriod = 30;

export function parseSellerPeriod(value: string | null | undefined): SellerPeriod {
  const days = Number(value);
  return (SELLER_PERIODS as readonly number[]).includes(days) ? (days as SellerPeriod) : DEFAULT_SELLER_PERIOD;
}

export function periodLabel(days: SellerPeriod): string {
  return days === 365 ? 'Last 12 months' : `Last ${days} days`;
}

/** 1-based page from a query value; anything else is the first page. */
export function parsePage(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
