import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InternalSpend, InternalSpendResult } from '@studyhub/contracts';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { FirstOutcomes } from '../ledger/first-outcome';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerErrors } from '../ledger/ledger.errors';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { SpendBatcher } from './spend-batcher';

/** use_points_general: a user's points spent on the platform (AI tools, document chat, access). */
@Injectable()
export class SpendsService {
  constructor(
    private readonly batcher: SpendBatcher,
    private readonly transactions: LedgerTransactions,
    private readonly firstOutcomes: FirstOutcomes,
    private readonly balanceEvents: BalanceEvents,
  ) {}

  /**
   * The database's use_points_general in one autocommit statement, shared with the spends queued
   * beside it (SpendBatcher): it claims the idempotency key first, so a repeated request finds the
   * first outcome before it could debit again; then debits with a guarded update, which changes
   * nothing when the balance is short (the spend is undone with its key: 402); then writes both
   * entries and the balance event's outbox row. Without BEGIN and COMMIT around it, a hot
   * account's row lock is held for the statement alone.
   */
  async spend(input: InternalSpend, cause: Cause): Promise<InternalSpendResult> {
    const transactionId = randomUUID();
    const { event, mandatory } = this.balanceEvents.rowForStatement({ userId: input.user_id, transactionId, cause });
    const result = await this.batcher.spend({ transactionId, input, event, mandatory });
    if (result.outcome === 'insufficient') throw LedgerErrors.INSUFFICIENT_POINTS();
    if (result.outcome === 'spent') {
      return { transaction_id: transactionId, points_balance: result.pointsBalance, replayed: false };
    }
    // The first request committed before the key claim returned: its outcome is readable now.
    const first = await this.firstOutcomes.expect(this.transactions.reader(), {
      userId: input.user_id,
      purpose: PURPOSES.spend,
      idempotencyKey: input.idempotency_key,
      type: input.type,
      userAmount: -input.amount,
    });
    return { transaction_id: first.transaction.id, points_balance: first.pointsBalance, replayed: true };
  }
}
