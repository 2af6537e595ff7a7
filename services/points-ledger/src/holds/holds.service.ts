import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InternalHold, InternalHoldResult, InternalSpendResult } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { FirstOutcomes } from '../ledger/first-outcome';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerErrors } from '../ledger/ledger.errors';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { SpendEvents } from '../ledger/spend-events';
import { accounts } from '../ledger/postings';
import { HoldErrors } from './hold.errors';
import { decideHoldRequest, holdSplitOf, type HoldRequest } from './hold-decisions';
import { HoldsRepository, type Hold, type HoldStatus } from './holds.repository';

export interface HoldAnswer<T> {
  result: T;
  replayed: boolean;
}

interface Settlement {
  status: Exclude<HoldStatus, 'held'>;
  captured: number;
  description?: string | undefined;
  metadata?: Record<string, unknown>;
}

/**
 * Points reserved for an AI call (user_points → user_holds), then captured (the cost to revenue,
 * the rest back) or released; holds nobody settles expire (ExpiredHoldsJob).
 */
@Injectable()
export class HoldsService {
  constructor(
    private readonly transactions: LedgerTransactions,
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly holds: HoldsRepository,
    private readonly firstOutcomes: FirstOutcomes,
    private readonly balanceEvents: BalanceEvents,
    private readonly spendEvents: SpendEvents,
  ) {}

  reserve(input: InternalHold, caller: string, cause: Cause): Promise<HoldAnswer<InternalHoldResult>> {
    return this.transactions.run(async (manager) => {
      const transactionId = randomUUID();
      const holdId = randomUUID();
      const header = {
        id: transactionId,
        type: input.type,
        purpose: PURPOSES.hold,
        userId: input.user_id,
        idempotencyKey: input.idempotency_key,
        description: input.description,
        metadata: { hold_id: holdId, caller },
      };
      if (!(await this.ledger.claim(manager, header))) {
        const first = await this.firstOutcomes.expect(manager, { ...header, userAmount: -input.amount });
        const hold = await this.holds.findByReserveTransaction(manager, first.transaction.id);
        if (!hold || hold.caller !== caller) throw LedgerErrors.IDEMPOTENCY_KEY_REUSED();
        return { result: holdResultOf(hold, first.pointsBalance), replayed: true };
      }
      const balance = await this.balances.changeUser(manager, input.user_id, {
        points: -input.amount,
        held: input.amount,
      });
      if (!balance) throw LedgerErrors.INSUFFICIENT_POINTS();
      await this.ledger.record(manager, transactionId, [
        { account: accounts.userPoints(input.user_id), amount: -input.amount, balanceAfter: balance.pointsBalance },
        { account: accounts.userHolds(input.user_id), amount: input.amount, balanceAfter: balance.heldPoints },
      ]);
      const hold = await this.holds.insert(manager, {
        id: holdId,
        userId: input.user_id,
        caller,
        type: input.type,
        amount: input.amount,
        description: input.description,
        reserveTransactionId: transactionId,
        ttlSeconds: input.ttl_seconds,
      });
      await this.balanceEvents.changed(manager, balance, transactionId, cause);
      return { result: holdResultOf(hold, balance.pointsBalance), replayed: false };
    });
  }

  capture(
    holdId: string,
    input: { amount: number; description?: string | undefined; metadata: Record<string, unknown> },
    caller: string,
    cause: Cause,
  ): Promise<InternalSpendResult> {
    return this.transactions.run(async (manager) => {
      const hold = await this.lockOwnHold(manager, holdId, caller);
      const request: HoldRequest = { action: 'capture', amount: input.amount };
      if (this.decide(hold, request) === 'repeat') {
        const first = await this.settlementOutcomeOf(manager, hold);
        return { transaction_id: first.transactionId, points_balance: first.pointsBalance, replayed: true };
      }
      if (input.amount > hold.amount) {
        throw AppError.of('VALIDATION_FAILED', undefined, {
          fields: { amount: [`At most the ${hold.amount} points held.`] },
        });
      }
      const settled = await this.settle(
        manager,
        hold,
        { status: 'captured', captured: input.amount, description: input.description, metadata: input.metadata },
        cause,
      );
      return { transaction_id: settled.transactionId, points_balance: settled.pointsBalance, replayed: false };
    });
  }

  release(holdId: string, caller: string, cause: Cause): Promise<HoldAnswer<InternalHoldResult>> {
    return this.transactions.run(async (manager) => {
      const hold = await this.lockOwnHold(manager, holdId, caller);
      if (this.decide(hold, { action: 'release' }) === 'repeat') {
        const first = await this.settlementOutcomeOf(manager, hold);
        return { result: holdResultOf(hold, first.pointsBalance), replayed: true };
      }
      const settled = await this.settle(manager, hold, { status: 'released', captured: 0 }, cause);
      return { result: holdResultOf({ ...hold, status: 'released' }, settled.pointsBalance), replayed: false };
    });
  }

  /** Releases the longest-expired hold, if any; false when none is due. Safe on several replicas. */
  expireNext(): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const hold = await this.holds.lockNextExpired(manager);
      if (!hold) return false;
      await this.settle(manager, hold, { status: 'expired', captured: 0 }, { correlationId: randomUUID() });
      return true;
    });
  }

  private async lockOwnHold(manager: EntityManager, holdId: string, caller: string): Promise<Hold> {
    const hold = await this.holds.lock(manager, holdId);
    // Another service's hold is not this caller's to settle; it learns nothing about it.
    if (!hold || hold.caller !== caller) throw HoldErrors.HOLD_NOT_FOUND();
    return hold;
  }

  private decide(hold: Hold, request: HoldRequest): 'settle' | 'repeat' {
    const decision = decideHoldRequest(hold, request);
    if (decision.kind === 'refuse') throw HoldErrors.HOLD_ALREADY_SETTLED({ message: decision.message });
    return decision.kind;
  }

  /**
   * Posts the settlement of a locked, held hold. The balance changes first so the transaction can
   * record the balance it left (a repeated capture answers it); the hold's lock makes the key free.
   */
  private async settle(
    manager: EntityManager,
    hold: Hold,
    settlement: Settlement,
    cause: Cause,
  ): Promise<{ transactionId: string; pointsBalance: number }> {
    const { captured, returned } = holdSplitOf(hold.amount, settlement.captured);
    const balance = await this.balances.changeUser(manager, hold.userId, {
      held: -hold.amount,
      points: returned,
      spent: captured,
    });
    if (!balance) throw new Error(`hold ${hold.id}: the user holds fewer points than it reserved`);
    const transactionId = randomUUID();
    const claimed = await this.ledger.claim(manager, {
      id: transactionId,
      type: 'hold_released',
      purpose: PURPOSES.holdSettlement,
      userId: hold.userId,
      idempotencyKey: hold.id,
      description: settlement.description ?? settlementDescriptionOf(settlement.status, hold.description),
      metadata: {
        ...settlement.metadata,
        hold_id: hold.id,
        status: settlement.status,
        captured,
        returned,
        points_balance: balance.pointsBalance,
      },
    });
    if (!claimed) throw new Error(`hold ${hold.id} is settled already`);
    await this.ledger.record(manager, transactionId, [
      { account: accounts.userHolds(hold.userId), amount: -hold.amount, balanceAfter: balance.heldPoints },
      { account: accounts.platformRevenue, amount: captured },
      { account: accounts.userPoints(hold.userId), amount: returned, balanceAfter: balance.pointsBalance },
    ]);
    await this.holds.markSettled(manager, hold.id, {
      status: settlement.status,
      capturedAmount: captured,
      transactionId,
    });
    await this.balanceEvents.changed(manager, balance, transactionId, cause);
    if (settlement.status === 'captured') {
      await this.spendEvents.spent(
        manager,
        {
          userId: hold.userId,
          transactionId,
          kind: 'ai_tool',
          points: captured,
          feature: featureOf(settlement.metadata),
          sellerEarnings: 0,
        },
        cause,
      );
    }
    return { transactionId, pointsBalance: balance.pointsBalance };
  }

  private async settlementOutcomeOf(
    manager: EntityManager,
    hold: Hold,
  ): Promise<{ transactionId: string; pointsBalance: number }> {
    const settlement = hold.settleTransactionId
      ? await this.ledger.findById(manager, hold.settleTransactionId)
      : undefined;
    if (!settlement) throw new Error(`hold ${hold.id} is ${hold.status} without its settlement`);
    return { transactionId: settlement.id, pointsBalance: Number(settlement.metadata.points_balance) };
  }
}

/** The caller's billed feature (ai-tools' meter sends it in the capture's metadata). */
function featureOf(metadata: Record<string, unknown> | undefined): string | null {
  const feature = metadata?.feature;
  return typeof feature === 'string' && feature.length > 0 ? feature.slice(0, 100) : null;
}

function settlementDescriptionOf(status: Settlement['status'], description: string): string {
  switch (status) {
    case 'captured':
      return description;
    case 'released':
      return `Released: ${description}`;
    case 'expired':
      return `Expired and released: ${description}`;
  }
}

export function holdResultOf(
  hold: Pick<Hold, 'id' | 'status' | 'expiresAt'>,
  pointsBalance: number,
): InternalHoldResult {
  return {
    hold_id: hold.id,
    status: hold.status,
    expires_at: hold.expiresAt.toISOString(),
    points_balance: pointsBalance,
  };
}
