import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InternalSpend, InternalSpendResult } from '@studyhub/contracts';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { FirstOutcomes } from '../ledger/first-outcome';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerErrors } from '../ledger/ledger.errors';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts } from '../ledger/postings';

/** use_points_general: a user's points spent on the platform (AI tools, document chat, access). */
@Injectable()
export class SpendsService {
  constructor(
    private readonly transactions: LedgerTransactions,
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly firstOutcomes: FirstOutcomes,
    private readonly balanceEvents: BalanceEvents,
  ) {}

  /**
   * Claims the idempotency key first, so a repeated request finds the first outcome before it
   * could debit again; then debits with a guarded update, which changes nothing when the balance
   * is short (the whole transaction, key included, rolls back: 402).
   */
  spend(input: InternalSpend, cause: Cause): Promise<InternalSpendResult> {
    return this.transactions.run(async (manager) => {
      const transactionId = randomUUID();
      const header = {
        id: transactionId,
        type: input.type,
        purpose: PURPOSES.spend,
        userId: input.user_id,
        idempotencyKey: input.idempotency_key,
        description: input.description,
        metadata: input.metadata,
      };
      if (!(await this.ledger.claim(manager, header))) {
        const first = await this.firstOutcomes.expect(manager, { ...header, userAmount: -input.amount });
        return { transaction_id: first.transaction.id, points_balance: first.pointsBalance, replayed: true };
      }
      const balance = await this.balances.changeUser(manager, input.user_id, {
        points: -input.amount,
        spent: input.amount,
      });
      if (!balance) throw LedgerErrors.INSUFFICIENT_POINTS();
      await this.ledger.record(manager, transactionId, [
        { account: accounts.userPoints(input.user_id), amount: -input.amount, balanceAfter: balance.pointsBalance },
        { account: accounts.platformRevenue, amount: input.amount },
      ]);
      await this.balanceEvents.changed(manager, balance, transactionId, cause);
      return { transaction_id: transactionId, points_balance: balance.pointsBalance, replayed: false };
    });
  }
}
