import { Injectable } from '@nestjs/common';
import type { ApiList, PointsBalance, PointsHistoryQuery, PointsTransaction } from '@studyhub/contracts';
import type { Principal } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { BalancesRepository } from '../ledger/balances.repository';
import { historyFilterOf } from './history-filter';
import { PointsHistoryRepository } from './points-history.repository';

/** The caller's own points: balance and history. */
@Injectable()
export class PointsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly balances: BalancesRepository,
    private readonly history: PointsHistoryRepository,
  ) {}

  /** A user who never had points has a zero balance; the row is created by their first credit. */
  async balanceOf(user: Pick<Principal, 'userId'>): Promise<PointsBalance> {
    const balance = await this.balances.findUser(this.dataSource.manager, user.userId);
    return {
      points_balance: balance?.pointsBalance ?? 0,
      lifetime_spent: balance?.lifetimeSpent ?? 0,
      held_points: balance?.heldPoints ?? 0,
      updated_at: (balance?.updatedAt ?? new Date()).toISOString(),
    };
  }

  async historyOf(user: Principal, query: PointsHistoryQuery): Promise<ApiList<PointsTransaction>> {
    const { transactions, total } = await this.history.page(
      this.dataSource.manager,
      user.userId,
      historyFilterOf(query),
      query,
    );
    return { data: transactions, meta: { page: query.page, limit: query.limit, total } };
  }
}
