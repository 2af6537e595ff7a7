import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InternalSpend, InternalSpendResult } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import { postgresCodeOf } from '../common/database-errors';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { FirstOutcomes } from '../ledger/first-outcome';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerErrors } from '../ledger/ledger.errors';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accountIdOfRef, accounts } from '../ledger/postings';

/** use_points_general: a user's points spent on the platform (AI tools, document chat, access). */
@Injectable()
export class SpendsService {
  constructor(
    private readonly transactions: LedgerTransactions,
    private readonly firstOutcomes: FirstOutcomes,
    private readonly balanceEvents: BalanceEvents,
  ) {}

  /**
   * One autocommit call of the database's use_points_general, a single round trip: it claims the
   * idempotency key first, so a repeated request finds the first outcome before it could debit
   * again; then debits with a guarded update, which changes nothing when the balance is short (the
   * function raises and the statement rolls back with the key: 402); then writes both entries and
   * the balance event's outbox row. Without BEGIN and COMMIT around it, a hot account's row lock is
   * held for the statement alone.
   */
  async spend(input: InternalSpend, cause: Cause): Promise<InternalSpendResult> {
    const transactionId = randomUUID();
    const row = await this.transactions.statement((dataSource) =>
      this.balanceEvents.inStatement(
        dataSource,
        { userId: input.user_id, transactionId, cause },
        ({ event, mandatory }) => this.usePointsGeneral(dataSource.manager, input, transactionId, event, mandatory),
      ),
    );
    if (!row.replayed) {
      return { transaction_id: transactionId, points_balance: Number(row.points_balance), replayed: false };
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

  private async usePointsGeneral(
    manager: EntityManager,
    input: InternalSpend,
    transactionId: string,
    event: string,
    mandatory: boolean,
  ): Promise<SpendRow> {
    try {
      const [row] = await manager.query<SpendRow[]>(
        `SELECT replayed, points_balance FROM use_points_general($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          transactionId,
          input.type,
          input.user_id,
          input.idempotency_key,
          input.description,
          JSON.stringify(input.metadata),
          input.amount,
          accountIdOfRef(accounts.userPoints(input.user_id)),
          accountIdOfRef(accounts.platformRevenue),
          event,
          mandatory,
        ],
      );
      if (!row) throw new Error('use_points_general answered no row');
      return row;
    } catch (error) {
      if (postgresCodeOf(error) === INSUFFICIENT_POINTS_CODE) throw LedgerErrors.INSUFFICIENT_POINTS();
      throw error;
    }
  }
}

interface SpendRow {
  replayed: boolean;
  /** bigint: a string from the driver; null when replayed. */
  points_balance: string | null;
}

/** The SQLSTATE use_points_general raises when the balance is short. */
const INSUFFICIENT_POINTS_CODE = 'SH402';
