import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Logger } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts, type Posting } from '../ledger/postings';
import { EarningsLotsRepository } from './earnings-lots.repository';
import { sellerReturnsOf } from './refund-shares';

export interface OrderRefund {
  orderId: string;
  userId: string;
  reason: string;
}

/** Reverses a document order's purchase once: the buyer gets the points back, sellers and the platform return their shares. */
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
    const transactionId = randomUUID();
    const claimed = await this.ledger.claim(manager, {
      id: transactionId,
      type: 'refund',
      purpose: PURPOSES.refund,
      userId: refund.userId,
      idempotencyKey: refund.orderId,
      description: `Refund: ${purchase.description}`,
      metadata: { order_id: refund.orderId, reason: refund.reason, purchase_transaction_id: purchase.id },
    });
    if (!claimed) return;

    const purchaseEntries = await this.ledger.entriesOf(manager, purchase.id);
    const paid = -(purchaseEntries.find((entry) => entry.kind === 'user_points')?.amount ?? 0);
    const platformShare = purchaseEntries.find((entry) => entry.kind === 'platform_revenue')?.amount ?? 0;
    const postings: Posting[] = [{ account: accounts.platformRevenue, amount: -platformShare }];
    const buyer = await this.balances.changeUser(manager, refund.userId, { points: paid, spent: -paid });
    if (!buyer) throw new Error(`refund of order ${refund.orderId}: lifetime_spent is below the ${paid} points paid`);
    postings.push({ account: accounts.userPoints(refund.userId), amount: paid, balanceAfter: buyer.pointsBalance });

    const lots = await this.lots.lockOrderLots(manager, refund.orderId);
    let coveredByPlatform = 0;
    for (const seller of sellerReturnsOf(lots)) {
      if (seller.pending > 0) {
        const balance = await this.balances.changeSeller(manager, seller.sellerId, {
          pending: -seller.pending,
          earned: -seller.pending,
        });
        if (!balance)
          throw new Error(`refund of order ${refund.orderId}: seller ${seller.sellerId} lacks pending points`);
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
}
