import { TOOL_CLOSED_MESSAGE } from '@studyhub/contracts';

/** What a refused paid request means for the page: a raised price or a switched-off tool (ADR 0032). */
export type PaidRefusal =
  /** 409 PRICE_CHANGED: the service's message names the new price; the page shows it and asks again. */
  | { kind: 'price-changed'; message: string }
  /** 403 TOOL_CLOSED: the tool was switched off since the page was opened. */
  | { kind: 'tool-closed'; message: string };

export const PRICE_CHANGED_TITLE = 'The price changed';
export const TOOL_CLOSED_TITLE = 'Switched off';

/** Reads a failure's status and code; anything else is the caller's own refusal to word. */
export function paidRefusalOf(failure: { status: number; code: string; message: string }): PaidRefusal | null {
  if (failure.status === 409 && failure.code === 'PRICE_CHANGED')
    return { kind: 'price-changed', message: failure.message };
  if (failure.status === 403 && failure.code === 'TOOL_CLOSED')
    return { kind: 'tool-closed', message: TOOL_CLOSED_MESSAGE };
  return null;
}

/**
 * A paid request's body with the price the page showed, so the service refuses (409) rather than
 * charges more. No quote when the page had no price to show (the current price then applies).
 */
export function withQuote<TBody extends object>(
  body: TBody,
  quotedPoints: number | null | undefined,
): TBody & { quoted_points?: number } {
  return quotedPoints === null || quotedPoints === undefined ? body : { ...body, quoted_points: quotedPoints };
}
