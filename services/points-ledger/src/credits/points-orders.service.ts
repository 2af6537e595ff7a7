import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CatalogEventData } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import { BalanceEvents, type Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts } from '../ledger/postings';

export type PaidPointsOrder = CatalogEventData<'points.purchased.v1'>;

export function pointsOrderDescriptionOf(order: Pick<PaidPointsOrder, 'basePoints' | 'bonusPoints'>): string {
  const base = `Bought ${order.basePoints} points`;
  return order.bonusPoints > 0 ? `${base} + ${order.bonusPoints} bonus points` : base;
}

/** Points bought with money: base points come in through payment clearing, the bonus from promotions. */
@Injectable()
export class PointsOrdersService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly balanceEvents: BalanceEvents,
  ) {}

  /** Credits a paid points order once (keyed by the order), in the caller's transaction. */
  async credit(manager: EntityManager, order: PaidPointsOrder, cause: Cause): Promise<boolean> {
    const transactionId = randomUUID();
    const claimed = await this.ledger.claim(manager, {
      id: transactionId,
      type: 'points_purchase',
      purpose: PURPOSES.pointsOrder,
      userId: order.userId,
      idempotencyKey: order.pointsOrderId,
      description: pointsOrderDescriptionOf(order),
      metadata: {
        points_order_id: order.pointsOrderId,
        base_points: order.basePoints,
        bonus_points: order.bonusPoints,
        amount_cents: order.amountCents,
        currency: order.currency,
        provider: order.provider,
      },
    });
    if (!claimed) return false;
    const total = order.basePoints + order.bonusPoints;
    const balance = await this.balances.changeUser(manager, order.userId, { points: total });
    if (!balance) throw new Error(`crediting user ${order.userId} changed no row`);
    await this.ledger.record(manager, transactionId, [
      { account: accounts.paymentClearing, amount: -order.basePoints },
      { account: accounts.promotions, amount: -order.bonusPoints },
      { account: accounts.userPoints(order.userId), amount: total, balanceAfter: balance.pointsBalance },
    ]);
    await this.balanceEvents.changed(manager, balance, transactionId, cause);
    return true;
  }
}
