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
   * The balance event of a change that a database function makes and announces itself, in one
   * autocommit statement (use_points_general): the envelope as JSON, whose balance the function
   * fills in (only it knows the balance the change left), and the row's `mandatory` column.
   */
  rowForStatement(change: { userId: string; transactionId: string; cause: Cause }): {
    event: string;
    mandatory: boolean;
  } {
    const { userId, transactionId, cause } = change;
    const { envelope, mandatory } = this.outbox.rowForStatement(
      'points.balance-changed.v1',
      { userId, pointsBalance: 0, lifetimeSpent: 0, transactionId },
      { context: cause },
    );
    return { event: JSON.stringify(envelope), mandatory };
  }

  /** A statement that wrote balance events has returned: the relay publishes them now. */
  statementCommitted(dataSource: DataSource): void {
    this.outbox.statementCommitted(dataSource);
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
