import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BalancesRepository } from '../ledger/balances.repository';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts } from '../ledger/postings';
import { EarningsLotsRepository } from './earnings-lots.repository';

/** Earnings whose refund window has passed become available to withdraw, one lot at a time. */
@Injectable()
export class EarningsReleaseService {
  constructor(
    private readonly transactions: LedgerTransactions,
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly lots: EarningsLotsRepository,
  ) {}

  /** Releases the oldest matured lot, if any; false when none is due. Safe on several replicas. */
  releaseNext(): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const lot = await this.lots.lockNextDue(manager);
      if (!lot) return false;
      const transactionId = randomUUID();
      const claimed = await this.ledger.claim(manager, {
        id: transactionId,
        type: 'earnings_released',
        purpose: PURPOSES.earningsRelease,
        userId: lot.sellerId,
        idempotencyKey: lot.id,
        description: `Earnings of order ${lot.orderId} available`,
        metadata: { lot_id: lot.id, order_id: lot.orderId, document_id: lot.documentId },
      });
      if (!claimed) throw new Error(`earnings lot ${lot.id} is pending but was released before`);
      const balance = await this.balances.changeSeller(manager, lot.sellerId, {
        pending: -lot.points,
        available: lot.points,
      });
      if (!balance) throw new Error(`earnings lot ${lot.id}: the seller holds fewer pending points`);
      await this.ledger.record(manager, transactionId, [
        { account: accounts.sellerPending(lot.sellerId), amount: -lot.points, balanceAfter: balance.pendingPoints },
        { account: accounts.sellerAvailable(lot.sellerId), amount: lot.points, balanceAfter: balance.availablePoints },
      ]);
      await this.lots.settle(manager, [lot.id], 'released', transactionId);
      return true;
    });
  }
}
