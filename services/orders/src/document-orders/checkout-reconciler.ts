import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { INTERNAL_MAX_SKEW_MS, LOGGER, type Logger } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { LEDGER_TIMEOUT_MS, PointsLedgerClient } from '../ledger/points-ledger.client';
import { DocumentOrdersRepository } from './document-orders.repository';
import { OrderSettlement } from './order-settlement';

/** A checkout still pending after this long has lost its request (a crash, the ledger unreachable). */
export const SETTLE_AFTER_MS = 5_000;

/**
 * When a pending order may be failed. The ledger refuses a signed call older than
 * INTERNAL_MAX_SKEW_MS, and the checkout signs its one call right after creating the order and
 * gives up after LEDGER_TIMEOUT_MS; past both (and a margin for a slow ledger transaction), a
 * spend the ledger has not booked can no longer be booked, so failing the order is safe.
 */
export const SPEND_WINDOW_MS = INTERNAL_MAX_SKEW_MS + LEDGER_TIMEOUT_MS + 50_000;

const BATCH = 50;

export interface ReconcileSummary {
  completed: number;
  failed: number;
}

/**
 * Settles document orders left pending: completed when the ledger booked the spend (same order
 * id), failed with the documents released when it never did. Each order is taken with FOR UPDATE
 * SKIP LOCKED, so replicas share the work and never settle the same order twice. Run by the
 * ReconcilerLoop.
 */
@Injectable()
export class CheckoutReconciler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: DocumentOrdersRepository,
    private readonly settlement: OrderSettlement,
    private readonly ledger: PointsLedgerClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async reconcile(): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { completed: 0, failed: 0 };
    for (const orderId of await this.repository.pendingIds(SETTLE_AFTER_MS, BATCH)) {
      const context = { requestId: randomUUID(), correlationId: randomUUID() };
      const outcome = await this.dataSource.transaction(async (manager) => {
        const order = await this.repository.lockPending(manager, orderId, SPEND_WINDOW_MS);
        if (!order) return 'taken';
        const purchase = await this.ledger.findPurchase(orderId, context.correlationId);
        if (purchase) {
          await this.settlement.complete(manager, orderId, purchase, context);
          return 'completed';
        }
        if (!order.spend_window_closed) return 'waiting';
        await this.settlement.fail(manager, orderId, 'the points were never spent');
        return 'failed';
      });
      if (outcome === 'completed' || outcome === 'failed') {
        summary[outcome] += 1;
        this.logger.info({ orderId, outcome, correlation_id: context.correlationId }, 'pending checkout settled');
      }
    }
    return summary;
  }
}
