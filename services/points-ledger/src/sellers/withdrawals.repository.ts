import { Injectable } from '@nestjs/common';
import type {
  ADMIN_WITHDRAWAL_SORTS,
  AdminSort,
  PayoutMethod,
  Withdrawal,
  WithdrawalStatus,
} from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import { payoutCentsOf } from './withdrawal-transitions';

export interface WithdrawalFilter {
  sellerId?: string | undefined;
  status?: WithdrawalStatus | undefined;
}

interface WithdrawalRow {
  id: string;
  seller_id: string;
  amount_points: string;
  method: PayoutMethod;
  destination: string;
  status: WithdrawalStatus;
  reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
}

export type AdminWithdrawalSort = (typeof ADMIN_WITHDRAWAL_SORTS)[number];
const WITHDRAWAL_SORT_COLUMNS: Record<AdminWithdrawalSort, string> = {
  requested_at: 'requested_at',
  amount_points: 'amount_points',
  status: 'status',
};

const WITHDRAWAL_COLUMNS =
  'id, seller_id, amount_points, method, destination, status, reason, requested_at, decided_at, paid_at';

@Injectable()
export class WithdrawalsRepository {
  async insert(
    manager: EntityManager,
    withdrawal: {
      id: string;
      sellerId: string;
      amountPoints: number;
      method: PayoutMethod;
      destination: string;
      requestTransactionId: string;
    },
  ): Promise<Withdrawal> {
    const [row] = await manager.query<WithdrawalRow[]>(
      `INSERT INTO withdrawals (id, seller_id, amount_points, method, destination, request_transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${WITHDRAWAL_COLUMNS}`,
      [
        withdrawal.id,
        withdrawal.sellerId,
        withdrawal.amountPoints,
        withdrawal.method,
        withdrawal.destination,
        withdrawal.requestTransactionId,
      ],
    );
    return withdrawalOf(row!);
  }

  async lock(manager: EntityManager, id: string): Promise<Withdrawal | undefined> {
    const [row] = await manager.query<WithdrawalRow[]>(
      `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ? withdrawalOf(row) : undefined;
  }

  async findByRequestTransaction(manager: EntityManager, transactionId: string): Promise<Withdrawal | undefined> {
    const [row] = await manager.query<WithdrawalRow[]>(
      `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE request_transaction_id = $1`,
      [transactionId],
    );
    return row ? withdrawalOf(row) : undefined;
  }

  /** Records an admin's decision on a locked withdrawal. */
  async decide(
    manager: EntityManager,
    id: string,
    decision: {
      status: WithdrawalStatus;
      adminId: string;
      reason?: string;
      settleTransactionId?: string;
    },
  ): Promise<Withdrawal> {
    const [row] = await manager.query<WithdrawalRow[]>(
      `WITH changed AS (
         UPDATE withdrawals
            SET status = $2, decided_by = $3,
                decided_at = CASE WHEN $2 = 'paid' THEN decided_at ELSE now() END,
                paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END,
                reason = COALESCE($4, reason),
                settle_transaction_id = COALESCE($5, settle_transaction_id)
          WHERE id = $1
          RETURNING ${WITHDRAWAL_COLUMNS})
       SELECT * FROM changed`,
      [id, decision.status, decision.adminId, decision.reason ?? null, decision.settleTransactionId ?? null],
    );
    return withdrawalOf(row!);
  }

  /** One page, newest first unless told otherwise, with the number of all matching withdrawals. */
  async page(
    manager: EntityManager,
    filter: WithdrawalFilter,
    page: { page: number; limit: number },
    sort: AdminSort<AdminWithdrawalSort> = { sort: 'requested_at', order: 'desc' },
  ): Promise<{ withdrawals: Withdrawal[]; total: number }> {
    const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
    const where = `($1::uuid IS NULL OR seller_id = $1) AND ($2::text IS NULL OR status = $2)`;
    const params = [filter.sellerId ?? null, filter.status ?? null];
    const rows = await manager.query<WithdrawalRow[]>(
      `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE ${where}
        ORDER BY ${WITHDRAWAL_SORT_COLUMNS[sort.sort]} ${direction}, id ${direction} LIMIT $3 OFFSET $4`,
      [...params, page.limit, (page.page - 1) * page.limit],
    );
    const [count] = await manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM withdrawals WHERE ${where}`,
      params,
    );
    return { withdrawals: rows.map(withdrawalOf), total: count?.total ?? 0 };
  }
}

function withdrawalOf(row: WithdrawalRow): Withdrawal {
  const amountPoints = Number(row.amount_points);
  return {
    id: row.id,
    seller_id: row.seller_id,
    amount_points: amountPoints,
    amount_cents: payoutCentsOf(amountPoints),
    method: row.method,
    destination: row.destination,
    status: row.status,
    reason: row.reason,
    requested_at: row.requested_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}
