import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { InternalPurchase, InternalPurchaseResult } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { FirstOutcomes } from '../ledger/first-outcome';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerErrors } from '../ledger/ledger.errors';
import { LedgerRepository, type StoredTransaction } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts, type Posting } from '../ledger/postings';
import { SpendEvents } from '../ledger/spend-events';
import { MONEY_SETTINGS, type MoneySettingsStore } from '../settings/money-settings';
import { EarningsLotsRepository } from './earnings-lots.repository';
import { PurchaseErrors } from './purchase.errors';
import { purchaseDescriptionOf, repeatedDocuments, splitPurchase, type BookedLine } from './purchase-split';

/** use_points_for_document for a whole order: the buyer pays once, each seller's share waits in pending. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: LedgerTransactions,
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly lots: EarningsLotsRepository,
    private readonly firstOutcomes: FirstOutcomes,
    private readonly balanceEvents: BalanceEvents,
    private readonly spendEvents: SpendEvents,
    @Inject(MONEY_SETTINGS) private readonly moneySettings: MoneySettingsStore,
  ) {}

  /** The order id is the idempotency key: an order is paid once, whatever the retries. */
  purchase(input: InternalPurchase, cause: Cause): Promise<InternalPurchaseResult> {
    if (repeatedDocuments(input.lines).length > 0) {
      throw AppError.of('VALIDATION_FAILED', undefined, {
        fields: { lines: ['Each document can be bought only once per order.'] },
      });
    }
    return this.transactions.run(async (manager) => {
      // Read in the sale's transaction: the share in force when the sale commits, never a stale copy.
      const money = (await this.moneySettings.currentIn(manager)).value;
      const split = splitPurchase(input.lines, money.seller_share_percent);
      const transactionId = randomUUID();
      const header = {
        id: transactionId,
        type: 'document_access' as const,
        purpose: PURPOSES.purchase,
        userId: input.user_id,
        idempotencyKey: input.order_id,
        description: purchaseDescriptionOf(split.lines),
        metadata: {
          order_id: input.order_id,
          seller_share_percent: money.seller_share_percent,
          lines: split.lines,
        },
      };
      if (!(await this.ledger.claim(manager, header))) {
        const first = await this.firstOutcomes.expect(manager, { ...header, userAmount: -split.total });
        return purchaseResultOf(first.transaction, first.pointsBalance, true);
      }
      const buyer = await this.balances.changeUser(manager, input.user_id, {
        points: -split.total,
        spent: split.total,
      });
      if (!buyer) throw LedgerErrors.INSUFFICIENT_POINTS();
      const postings: Posting[] = [
        { account: accounts.userPoints(input.user_id), amount: -split.total, balanceAfter: buyer.pointsBalance },
        { account: accounts.platformRevenue, amount: split.platformShare },
      ];
      for (const share of split.sellerShares) {
        const seller = await this.balances.changeSeller(manager, share.sellerId, {
          pending: share.points,
          earned: share.points,
        });
        if (!seller) throw new Error(`crediting seller ${share.sellerId} changed no row`);
        postings.push({
          account: accounts.sellerPending(share.sellerId),
          amount: share.points,
          balanceAfter: seller.pendingPoints,
        });
      }
      await this.ledger.record(manager, transactionId, postings);
      await this.lots.insert(
        manager,
        { transactionId, orderId: input.order_id, holdDays: money.earnings_hold_days },
        split.lines
          .filter((line) => line.seller_share > 0)
          .map((line) => ({ documentId: line.document_id, sellerId: line.seller_id, points: line.seller_share })),
      );
      if (split.total > 0) {
        await this.balanceEvents.changed(manager, buyer, transactionId, cause);
        await this.spendEvents.spent(
          manager,
          {
            userId: input.user_id,
            transactionId,
            kind: 'documents',
            points: split.total,
            feature: null,
            sellerEarnings: split.total - split.platformShare,
          },
          cause,
        );
      }
      return {
        transaction_id: transactionId,
        points_balance: buyer.pointsBalance,
        replayed: false,
        lines: publicLines(split.lines),
      };
    });
  }

  /** Whether the order was paid (the orders reconciler asks after a crash); 404 when it never was. */
  async find(orderId: string): Promise<InternalPurchaseResult> {
    const manager = this.dataSource.manager;
    const purchase = await this.ledger.findPurchase(manager, orderId);
    if (!purchase) throw PurchaseErrors.PURCHASE_NOT_FOUND();
    const first = await this.firstOutcomes.find(manager, {
      userId: purchase.userId,
      purpose: PURPOSES.purchase,
      idempotencyKey: orderId,
    });
    return purchaseResultOf(first.transaction, first.pointsBalance, true);
  }
}

function purchaseResultOf(
  transaction: StoredTransaction,
  pointsBalance: number,
  replayed: boolean,
): InternalPurchaseResult {
  const lines = (transaction.metadata.lines ?? []) as BookedLine[];
  return { transaction_id: transaction.id, points_balance: pointsBalance, replayed, lines: publicLines(lines) };
}

function publicLines(lines: readonly BookedLine[]): InternalPurchaseResult['lines'] {
  return lines.map((line) => ({
    document_id: line.document_id,
    seller_id: line.seller_id,
    points: line.points,
    seller_share: line.seller_share,
  }));
}
