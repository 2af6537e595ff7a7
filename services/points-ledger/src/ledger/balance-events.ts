import { Injectable } from '@nestjs/common';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserBalance } from './balances.repository';

/** What caused a change: the request or the event being handled (for correlation ids). */
export type Cause = Pick<RequestContext, 'correlationId' | 'causationId'>;

/**
 * Announces a user's new balance in the transaction that changed it, so the live balance the
 * gateway streams never shows a change that did not commit.
 */
@Injectable()
export class BalanceEvents {
  constructor(private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>) {}

  /**
   * The balance event of a change made by one autocommit call of a database function that writes
   * the outbox row itself (use_points_general): it fills in the balance the change left, which only
   * it knows. `statement` gets the envelope as JSON and the row's `mandatory` column.
   */
  inStatement<R>(
    dataSource: DataSource,
    change: { userId: string; transactionId: string; cause: Cause },
    statement: (event: { event: string; mandatory: boolean }) => Promise<R>,
  ): Promise<R> {
    const { userId, transactionId, cause } = change;
    return this.outbox.appendInStatement(
      dataSource,
      'points.balance-changed.v1',
      { userId, pointsBalance: 0, lifetimeSpent: 0, transactionId },
      { context: cause },
      ({ envelope, mandatory }) => statement({ event: JSON.stringify(envelope), mandatory }),
    );
  }

  async changed(manager: EntityManager, balance: UserBalance, transactionId: string, cause: Cause): Promise<void> {
    await this.outbox.append(
      manager,
      'points.balance-changed.v1',
      {
        userId: balance.userId,
        pointsBalance: balance.pointsBalance,
        lifetimeSpent: balance.lifetimeSpent,
        transactionId,
      },
      { context: cause },
    );
  }
}
