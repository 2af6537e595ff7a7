import { Injectable } from '@nestjs/common';
import type { ADMIN_TRANSACTION_SORTS, AdminPointsTransaction, AdminSort } from '@studyhub/contracts';
import { DataSource } from 'typeorm';

interface TransactionRow {
  id: string;
  user_id: string;
  type: string;
  purpose: string;
  description: string;
  metadata: Record<string, unknown>;
  created_at: Date;
  entries: AdminPointsTransaction['entries'];
}

export type AdminTransactionSort = (typeof ADMIN_TRANSACTION_SORTS)[number];
const SORT_COLUMNS: Record<AdminTransactionSort, string> = { created_at: 't.created_at', type: 't.type' };

const MATCHES_FILTER = `($1::uuid IS NULL OR t.user_id = $1) AND ($2::text IS NULL OR t.type = $2)`;

/** Every ledger transaction with its entries, for the back office. */
@Injectable()
export class AdminTransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(
    filter: { userId: string | null; type: string | null },
    page: { page: number; limit: number },
    sort: AdminSort<AdminTransactionSort> = { sort: 'created_at', order: 'desc' },
  ): Promise<{ transactions: AdminPointsTransaction[]; total: number }> {
    const params = [filter.userId, filter.type];
    const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
    const rows = await this.dataSource.query<TransactionRow[]>(
      `SELECT t.id, t.user_id, t.type, t.purpose, t.description, t.metadata, t.created_at,
              COALESCE((
                SELECT json_agg(json_build_object('account', a.kind, 'owner_id', a.owner_id, 'amount', e.amount)
                                ORDER BY e.id)
                  FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                 WHERE e.transaction_id = t.id), '[]'::json) AS entries
         FROM ledger_transactions t
        WHERE ${MATCHES_FILTER}
        ORDER BY ${SORT_COLUMNS[sort.sort]} ${direction}, t.created_at ${direction}, t.id ${direction}
        LIMIT $3 OFFSET $4`,
      [...params, page.limit, (page.page - 1) * page.limit],
    );
    const [count] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM ledger_transactions t WHERE ${MATCHES_FILTER}`,
      params,
    );
    return {
      transactions: rows.map((row) => ({
        id: row.id,
        user_id: row.user_id,
        type: row.type,
        purpose: row.purpose,
        description: row.description,
        entries: row.entries,
        metadata: row.metadata,
        created_at: row.created_at.toISOString(),
      })),
      total: count?.total ?? 0,
    };
  }
}
