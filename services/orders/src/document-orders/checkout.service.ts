import { Inject, Injectable } from '@nestjs/common';
import type { AlreadyPurchasedDetails, CheckoutRequest, DocumentOrder } from '@studyhub/contracts';
import { AppError, LOGGER, logFieldsOf, type Logger, type Principal, type RequestContext } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { PointsLedgerClient } from '../ledger/points-ledger.client';
import { DocumentOrderErrors } from './document-orders.errors';
import {
  DocumentOrdersRepository,
  PURCHASE_ONCE_CONSTRAINT,
  type NewOrderLine,
  type OrderRow,
} from './document-orders.repository';
import { DocumentOrdersService } from './document-orders.service';
import { OrderSettlement } from './order-settlement';
import { SellableDocumentsRepository } from './sellable-documents.repository';

/**
 * Checkout of cart documents, paid with points (ADR 0014): reserve each (buyer, document) with the
 * pending order, spend through the ledger with the order id as idempotency key, then complete the
 * order and write order.completed.v1 in one transaction. A crash or an unreachable ledger leaves
 * the order pending; the reconciler asks the ledger later whether the spend happened.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: SellableDocumentsRepository,
    private readonly repository: DocumentOrdersRepository,
    private readonly settlement: OrderSettlement,
    private readonly ledger: PointsLedgerClient,
    private readonly orders: DocumentOrdersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async checkout(principal: Principal, request: CheckoutRequest, context: RequestContext): Promise<DocumentOrder> {
    const order = await this.reserve(principal.userId, request.document_ids, context);
    if (order.status !== 'pending') return this.orders.present(order.id);
    const lines = await this.repository.itemsOf([order.id]);

    let outcome;
    try {
      outcome = await this.ledger.purchase(
        {
          user_id: order.user_id,
          order_id: order.id,
          lines: lines.map((line) => ({
            document_id: line.document_id,
            seller_id: line.seller_id,
            points: line.points_price,
            title: line.title.slice(0, 300),
          })),
        },
        context.correlationId,
      );
    } catch (error) {
      this.logger.warn(
        { ...logFieldsOf(context), err: error, orderId: order.id },
        'ledger unreachable; order left pending',
      );
      throw DocumentOrderErrors.LEDGER_UNAVAILABLE({ cause: error });
    }

    switch (outcome.kind) {
      case 'paid': {
        const completed = await this.dataSource.transaction((manager) =>
          this.settlement.complete(manager, order.id, outcome.result, context),
        );
        if (!completed) await this.reportLateSpend(order.id, context);
        return this.orders.present(order.id);
      }
      case 'insufficient':
        await this.dataSource.transaction((manager) => this.settlement.fail(manager, order.id, 'insufficient points'));
        throw AppError.of('INSUFFICIENT_POINTS');
      case 'refused':
        // Not the answer of a working ledger; the reconciler settles the order by asking again.
        this.logger.error({ ...logFieldsOf(context), orderId: order.id, answer: outcome }, 'ledger refused a purchase');
        throw DocumentOrderErrors.LEDGER_REFUSED();
    }
  }

  /**
   * The pending order with its lines and purchases; an order of free documents completes at once.
   * Documents the buyer already holds are refused by name, so the cart can drop exactly those.
   */
  private async reserve(userId: string, documentIds: readonly string[], context: RequestContext): Promise<OrderRow> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const held = await this.repository.heldAmong(manager, userId, documentIds);
        if (held.length > 0) throw alreadyPurchased(held);
        const lines = await this.linesFor(manager, userId, documentIds);
        const order = await this.repository.insertPending(manager, userId, lines);
        if (order.total_points > 0) return order;
        // Nothing to spend: no ledger call, and nothing a reconciler would have to settle.
        return (await this.settlement.complete(manager, order.id, null, context))!;
      });
    } catch (error) {
      // A parallel checkout of the same document committed first: it now holds the document.
      if (isUniqueViolation(error, PURCHASE_ONCE_CONSTRAINT)) {
        throw alreadyPurchased(await this.repository.heldAmong(this.dataSource.manager, userId, documentIds));
      }
      throw error;
    }
  }

  private async linesFor(
    manager: EntityManager,
    userId: string,
    documentIds: readonly string[],
  ): Promise<NewOrderLine[]> {
    const rows = new Map((await this.documents.forCheckout(manager, documentIds)).map((row) => [row.document_id, row]));
    return documentIds.map((documentId) => {
      const document = rows.get(documentId);
      if (document?.status !== 'APPROVED' || document.points_price === null) {
        throw DocumentOrderErrors.DOCUMENT_NOT_FOR_SALE({ fields: { document_ids: [documentId] } });
      }
      if (document.seller_id === userId) {
        throw DocumentOrderErrors.OWN_DOCUMENT({ fields: { document_ids: [documentId] } });
      }
      return {
        documentId,
        sellerId: document.seller_id,
        title: document.title,
        slug: document.slug,
        pointsPrice: document.points_price,
      };
    });
  }

  /**
   * The reconciler fails an order only once the ledger can no longer accept its spend, so this
   * should never happen; if it does, the points were spent for a failed order and need a refund.
   */
  private async reportLateSpend(orderId: string, context: RequestContext): Promise<void> {
    const order = await this.repository.find(orderId);
    if (order?.status === 'failed') {
      this.logger.error({ ...logFieldsOf(context), orderId }, 'the ledger spent points for an order already failed');
    }
  }
}

/** 409 naming the documents already held (ids in `fields`, as the other checkout refusals; titles in `details`). */
function alreadyPurchased(held: readonly { document_id: string; title: string }[]): AppError {
  const details: AlreadyPurchasedDetails = {
    documents: held.map((document) => ({ document_id: document.document_id, title: document.title })),
  };
  return DocumentOrderErrors.ALREADY_PURCHASED({
    fields: { document_ids: details.documents.map((document) => document.document_id) },
    details,
  });
}
