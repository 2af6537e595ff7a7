import { Inject, Injectable } from '@nestjs/common';
import type { InternalPurchase, InternalPurchaseResult } from '@studyhub/contracts';
import { InternalClient, SERVICE_CONFIG, internalApiSecret } from '@studyhub/platform';
import type { OrdersEnv } from '../orders.config';

/** One spend waits at most this long for the ledger's answer. */
export const LEDGER_TIMEOUT_MS = 10_000;

export type PurchaseOutcome =
  | { kind: 'paid'; result: InternalPurchaseResult }
  | { kind: 'insufficient' }
  /** Any other refusal (a bug or a misconfiguration): the spend did not happen as asked. */
  | { kind: 'refused'; status: number; code: string; message: string };

/**
 * The one synchronous call of ADR 0014: signed calls to points-ledger's internal purchase routes.
 * Throws SERVICE_UNAVAILABLE when the ledger cannot be reached or answers 5xx; whether the spend
 * happened is then unknown, and the order id (the idempotency key) lets anyone ask later.
 */
@Injectable()
export class PointsLedgerClient {
  private readonly client: InternalClient;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersEnv) {
    this.client = new InternalClient({
      service: 'orders',
      baseUrl: config.POINTS_LEDGER_URL,
      // Refuses the development secret in production, at boot.
      secret: internalApiSecret(config),
      timeoutMs: LEDGER_TIMEOUT_MS,
    });
  }

  async purchase(purchase: InternalPurchase, correlationId: string): Promise<PurchaseOutcome> {
    const answer = await this.client.post<InternalPurchaseResult>('/internal/purchases', purchase, correlationId);
    if (answer.ok) return { kind: 'paid', result: answer.data };
    if (answer.status === 402) return { kind: 'insufficient' };
    return { kind: 'refused', status: answer.status, code: answer.code, message: answer.message };
  }

  /** The purchase booked for this order, or null when the ledger never spent anything for it. */
  async findPurchase(orderId: string, correlationId: string): Promise<InternalPurchaseResult | null> {
    const answer = await this.client.get<InternalPurchaseResult>(`/internal/purchases/${orderId}`, correlationId);
    if (answer.ok) return answer.data;
    if (answer.status === 404) return null;
    throw new Error(`points-ledger answered ${answer.status} ${answer.code} for the purchase of order ${orderId}`);
  }
}
