'use client';

import { failureMessage, type ApiFailure } from '@/modules/http/api-result';
import { paidRefusalOf, type PaidRefusal } from './paid-refusal';
import { reloadAiToolsOffer } from './use-ai-tools-offer';

/** A refused paid request as the page shows it: the refusal's words, and its kind when it is about the offer. */
export interface PaidFailure {
  message: string;
  refusal: PaidRefusal | null;
}

/**
 * The one place a paid AI request's refusal is read: a raised price (409 PRICE_CHANGED) or a
 * switched-off tool (403 TOOL_CLOSED) reloads the offer, so the page shows the new price or the
 * closed notice and the next click pays knowingly; any other refusal keeps the server's words.
 */
export function paidFailureOf(
  result: { ok: false; status: number; error: Pick<ApiFailure, 'code' | 'message'> },
  fallback: string,
): PaidFailure {
  const refusal = paidRefusalOf({ status: result.status, ...result.error });
  if (refusal) {
    void reloadAiToolsOffer();
    return { message: refusal.message, refusal };
  }
  return { message: failureMessage(result, fallback), refusal: null };
}
