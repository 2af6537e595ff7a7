import { Injectable } from '@nestjs/common';
import type { PointsTransaction, PointsTransactionType } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import { accountIdOf } from '../ledger/accounts';
import type { HistoryFilter } from './history-filter';

interface HistoryRow {
  id: string;
  type: PointsTransactionType;
  amount: string;
  balance_after: string;
  description: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

const MATCHES_FILTER = `e.account_id = $1
  AND ($2::text IS NULL OR t.type = $2)
  AND ($3::text IS NULL OR ($3 = 'credits' AND e.amount > 0) OR ($3 = 'spending' AND e.amount < 0))
  AND ($4::date IS NULL OR t.created_at >= $4::date::timestamp AT TIME ZONE 'UTC')
  AND ($5::date IS NULL OR t.created_at < ($5::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/** A user's history is the entries of their points account: each with its amount and the balance it left. */
@Injectable()
export class PointsHistoryRepository {
  async page(
    manager: EntityManager,
    userId: string,
    filter: HistoryFilter,
    page: { page: number; limit: number },
  ): Promise<{ transactions: PointsTransaction[]; total: number }> {
    const params = [accountIdOf('user_points', userId), filter.type, filter.direction, filter.from, filter.to];
    const rows = await manager.query<HistoryRow[]>(
      `SELECT t.id, t.type, e.amount, e.balance_after, t.description, t.metadata, t.created_at
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE ${MATCHES_FILTER}
        ORDER BY e.id DESC LIMIT $6 OFFSET $7`,
      [...params, page.limit, (page.page - 1) * page.limit],
    );
    const [count] = await manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE ${MATCHES_FILTER}`,
      params,
    );
    return {
      transactions: rows.map((row) => ({
        id: row.id,
        type: row.type,
        amount: Number(row.amount),
        balance_after: Number(row.balance_after),
        description: row.description,
        metadata: row.metadata,
        created_at: row.created_at.toISOString(),
      })),
      total: count?.total ?? 0,
    };
  }
}
