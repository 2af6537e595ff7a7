import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BalancesRepository } from './balances.repository';
import { LedgerErrors } from './ledger.errors';
import { LedgerRepository, type StoredTransaction } from './ledger.repository';
import type { Purpose } from './ledger-vocabulary';
import { accounts } from './postings';

export interface FirstOutcome {
  transaction: StoredTransaction;
  /** The change to the user's spendable points (0 when the transaction did not touch them). */
  userAmount: number;
  /** The user's balance right after it; when it did not touch the balance, the balance now. */
  pointsBalance: number;
}

/**
 * What a request with an already used key answers: the transaction the first request posted. A key
 * reused for a different request (another amount, type or buyer) is a client error, never a
 * second posting.
 */
@Injectable()
export class FirstOutcomes {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
  ) {}

  async find(
    manager: EntityManager,
    request: { userId: string; purpose: Purpose; idempotencyKey: string },
  ): Promise<FirstOutcome> {
    const transaction = await this.ledger.findByKey(manager, request.userId, request.purpose, request.idempotencyKey);
    // The key was taken by another user (an order id is one purchase, whoever bought).
    if (!transaction) throw LedgerErrors.IDEMPOTENCY_KEY_REUSED();
    const entry = await this.ledger.entryOf(manager, transaction.id, accounts.userPoints(request.userId));
    const pointsBalance =
      entry?.balanceAfter ?? (await this.balances.findUser(manager, request.userId))?.pointsBalance ?? 0;
    return { transaction, userAmount: entry?.amount ?? 0, pointsBalance };
  }

  /** The first outcome, refused when it answered a different request. */
  async expect(
    manager: EntityManager,
    request: { userId: string; purpose: Purpose; idempotencyKey: string; type: string; userAmount: number },
  ): Promise<FirstOutcome> {
    const outcome = await this.find(manager, request);
    if (outcome.transaction.type !== request.type || outcome.userAmount !== request.userAmount) {
      throw LedgerErrors.IDEMPOTENCY_KEY_REUSED();
    }
    return outcome;
  }
}
