import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Logger } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts, type Posting } from '../ledger/postings';
import { EarningsLotsRepository, type EarningsLot } from './earnings-lots.repository';
import { bookedLineOf, lineRefundKeyOf, type RefundedLine } from './line-refunds';
import { sellerReturnsOf } from './refund-shares';

export interface OrderRefund {
  orderId: string;
  userId: string;
  reason: string;
}

export interface LinesRefund extends OrderRefund {
  documentIds: readonly string[];
}

/**
 * Reverses a document order's purchase once: the buyer gets the points back, sellers and the
 * platform return their shares. A take-down reverses single lines instead (ADR 0037); the whole
 * order's refund then returns only the lines not returned before, and a line refund arriving after
 * the whole order's returns nothing. Both take the purchase's lock first, so they take turns.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly lots: EarningsLotsRepository,
    private readonly balanceEvents: BalanceEvents,
  ) {}

  /** Runs in the caller's transaction (the consumer's inbox transaction). */
  async refundOrder(manager: EntityManager, refund: OrderRefund, cause: Cause, logger: Logger): Promise<void> {
    const purchase = await this.ledger.findPurchase(manager, refund.orderId);
    if (!purchase || purchase.userId !== refund.userId) {
      // Orders refunds only completed orders, which were paid here first; there is nothing to reverse.
      logger.error({ order_id: refund.orderId }, 'refund of an order the ledger holds no purchase for; ignored');
      return;
    }
    await this.ledger.lockPurchase(manager, purchase.id);
    // Lines a take-down refunded already: returned once, by their own transactions.
    const refundedBefore = await this.ledger.lineRefundedDocuments(manager, refund.userId, refund.orderId);
    const transactionId = randomUUID();
    const claimed = await this.ledger.claim(manager, {
      id: transactionId,
      type: 'refund',
      purpose: PURPOSES.refund,
      userId: refund.userId,
      idempotencyKey: refund.orderId,
      description: `Refund: ${purchase.description}`,
      metadata: {
        order_id: refund.orderId,
        reason: refund.reason,
        purchase_transaction_id: purchase.id,
        ...(refundedBefore.length > 0 && { documents_refunded_before: refundedBefore }),
      },
    });
    if (!claimed) return;

    const purchaseEntries = await this.ledger.entriesOf(manager, purchase.id);
    let paid = -(purchaseEntries.find((entry) => entry.kind === 'user_points')?.amount ?? 0);
    let platformShare = purchaseEntries.find((entry) => entry.kind === 'platform_revenue')?.amount ?? 0;
    for (const documentId of refundedBefore) {
      const line = bookedLineOf(purchase, documentId);
      if (!line) throw new Error(`refund of order ${refund.orderId}: line ${documentId} was refunded but never bought`);
      paid -= line.points;
      platformShare -= line.points - line.sellerShare;
    }
    const postings: Posting[] = [{ account: accounts.platformRevenue, amount: -platformShare }];
    const buyer = await this.balances.changeUser(manager, refund.userId, { points: paid, spent: -paid });
    if (!buyer) throw new Error(`refund of order ${refund.orderId}: lifetime_spent is below the ${paid} points paid`);
    postings.push({ account: accounts.userPoints(refund.userId), amount: paid, balanceAfter: buyer.pointsBalance });

    const lots = (await this.lots.lockOrderLots(manager, refund.orderId)).filter(
      (lot) => !refundedBefore.includes(lot.documentId),
    );
    const coveredByPlatform = await this.takeBackShares(manager, lots, postings, refund.orderId);
    if (coveredByPlatform > 0) {
      logger.warn(
        { order_id: refund.orderId, points: coveredByPlatform },
        'refund after payout: the platform covers the seller share',
      );
    }
    await this.ledger.record(manager, transactionId, postings);
    await this.lots.settle(
      manager,
      lots.filter((lot) => lot.status === 'pending').map((lot) => lot.id),
      'cancelled',
      transactionId,
    );
    if (paid > 0) await this.balanceEvents.changed(manager, buyer, transactionId, cause);
  }

  /**
   * Reverses these lines of the order's purchase, each once (idempotency key per order and
   * document): the buyer gets back what the line cost, its seller returns the share the sale
   * credited (its earnings lot), the platform the rest. Nothing for a line whose order was refunded
   * whole already. Runs in the caller's transaction (the consumer's inbox transaction).
   */
  async refundLines(manager: EntityManager, refund: LinesRefund, cause: Cause, logger: Logger): Promise<void> {
    const purchase = await this.ledger.findPurchase(manager, refund.orderId);
    if (!purchase || purchase.userId !== refund.userId) {
      logger.error({ order_id: refund.orderId }, 'line refund of an order the ledger holds no purchase for; ignored');
      return;
    }
    await this.ledger.lockPurchase(manager, purchase.id);
    if (await this.ledger.findByKey(manager, refund.userId, PURPOSES.refund, refund.orderId)) {
      logger.info({ order_id: refund.orderId }, 'line refund of an order refunded whole already; nothing to return');
      return;
    }
    const lots = await this.lots.lockOrderLots(manager, refund.orderId);
    for (const documentId of refund.documentIds) {
      const line = bookedLineOf(purchase, documentId);
      if (!line) {
        logger.error(
          { order_id: refund.orderId, document_id: documentId },
          'line refund of a line never bought; ignored',
        );
        continue;
      }
      await this.refundLine(manager, { refund, purchaseId: purchase.id, line, lots }, cause, logger);
    }
  }

  private async refundLine(
    manager: EntityManager,
    work: { refund: LinesRefund; purchaseId: string; line: RefundedLine; lots: readonly EarningsLot[] },
    cause: Cause,
    logger: Logger,
  ): Promise<void> {
    const { refund, purchaseId, line } = work;
    const transactionId = randomUUID();
    const claimed = await this.ledger.claim(manager, {
      id: transactionId,
      type: 'refund',
      purpose: PURPOSES.refund,
      userId: refund.userId,
      idempotencyKey: lineRefundKeyOf(refund.orderId, line.documentId),
      description: line.title.trim() ? `Refund: ${line.title.trim()}` : 'Refund: document',
      metadata: {
        order_id: refund.orderId,
        document_id: line.documentId,
        reason: refund.reason,
        purchase_transaction_id: purchaseId,
        points: line.points,
        seller_share: line.sellerShare,
      },
    });
    if (!claimed) return;

    const lots = work.lots.filter((lot) => lot.documentId === line.documentId);
    const lotShare = lots.reduce((sum, lot) => sum + lot.points, 0);
    if (lotShare !== line.sellerShare) {
      throw new Error(
        `line refund of ${refund.orderId}/${line.documentId}: the sale credited ${lotShare}, its line says ${line.sellerShare}`,
      );
    }
    const postings: Posting[] = [{ account: accounts.platformRevenue, amount: -(line.points - line.sellerShare) }];
    const buyer = await this.balances.changeUser(manager, refund.userId, { points: line.points, spent: -line.points });
    if (!buyer) {
      throw new Error(`line refund of ${refund.orderId}: lifetime_spent is below the ${line.points} points paid`);
    }
    postings.push({
      account: accounts.userPoints(refund.userId),
      amount: line.points,
      balanceAfter: buyer.pointsBalance,
    });
    const coveredByPlatform = await this.takeBackShares(manager, lots, postings, refund.orderId);
    if (coveredByPlatform > 0) {
      logger.warn(
        { order_id: refund.orderId, document_id: line.documentId, points: coveredByPlatform },
        'line refund after payout: the platform covers the seller share',
      );
    }
    await this.ledger.record(manager, transactionId, postings);
    await this.lots.settle(
      manager,
      lots.filter((lot) => lot.status === 'pending').map((lot) => lot.id),
      'cancelled',
      transactionId,
    );
    if (line.points > 0) await this.balanceEvents.changed(manager, buyer, transactionId, cause);
  }

  /**
   * Takes the lots' shares back from their sellers, adding the postings: from pending while the
   * hold lasts, else from available; what a seller has withdrawn already the platform pays.
   * Answers the points the platform covered.
   */
  private async takeBackShares(
    manager: EntityManager,
    lots: readonly EarningsLot[],
    postings: Posting[],
    orderId: string,
  ): Promise<number> {
    let coveredByPlatform = 0;
    for (const seller of sellerReturnsOf(lots)) {
      if (seller.pending > 0) {
        const balance = await this.balances.changeSeller(manager, seller.sellerId, {
          pending: -seller.pending,
          earned: -seller.pending,
        });
        if (!balance) throw new Error(`refund of order ${orderId}: seller ${seller.sellerId} lacks pending points`);
        postings.push({
          account: accounts.sellerPending(seller.sellerId),
          amount: -seller.pending,
          balanceAfter: balance.pendingPoints,
        });
      }
      if (seller.released > 0) {
        // Only when the refund arrived after the hold period (a consumer outage): take it back from
        // available if it is still there; if the seller has withdrawn it, the platform pays it.
        const balance = await this.balances.changeSeller(manager, seller.sellerId, {
          available: -seller.released,
          earned: -seller.released,
        });
        if (balance) {
          postings.push({
            account: accounts.sellerAvailable(seller.sellerId),
            amount: -seller.released,
            balanceAfter: balance.availablePoints,
          });
        } else {
          coveredByPlatform += seller.released;
          postings.push({ account: accounts.platformRevenue, amount: -seller.released });
        }
      }
    }
    return coveredByPlatform;
  }
}
