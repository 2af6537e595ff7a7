import { Injectable } from '@nestjs/common';
import type { SpendingType } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';

export type HoldStatus = 'held' | 'captured' | 'released' | 'expired';

export interface Hold {
  id: string;
  userId: string;
  /** The service that reserved it; only it may capture or release it. */
  caller: string;
  type: SpendingType;
  amount: number;
  description: string;
  status: HoldStatus;
  capturedAmount: number | null;
  expiresAt: Date;
  reserveTransactionId: string;
  settleTransactionId: string | null;
}

interface HoldRow {
  id: string;
  user_id: string;
  caller: string;
  type: SpendingType;
  amount: string;
  description: string;
  status: HoldStatus;
  captured_amount: string | null;
  expires_at: Date;
  reserve_transaction_id: string;
  settle_transaction_id: string | null;
}

const HOLD_COLUMNS =
  'id, user_id, caller, type, amount, description, status, captured_amount, expires_at, reserve_transaction_id, settle_transaction_id';

@Injectable()
export class HoldsRepository {
  async insert(
    manager: EntityManager,
    hold: Pick<Hold, 'id' | 'userId' | 'caller' | 'type' | 'amount' | 'description' | 'reserveTransactionId'> & {
      ttlSeconds: number;
    },
  ): Promise<Hold> {
    const [row] = await manager.query<HoldRow[]>(
      `INSERT INTO holds (id, user_id, caller, type, amount, description, expires_at, reserve_transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8)
       RETURNING ${HOLD_COLUMNS}`,
      [
        hold.id,
        hold.userId,
        hold.caller,
        hold.type,
        hold.amount,
        hold.description,
        hold.ttlSeconds,
        hold.reserveTransactionId,
      ],
    );
    return holdOf(row!);
  }

  /** The hold, locked until the transaction ends: its capture, release and expiry are serialised. */
  async lock(manager: EntityManager, id: string): Promise<Hold | undefined> {
    const [row] = await manager.query<HoldRow[]>(`SELECT ${HOLD_COLUMNS} FROM holds WHERE id = $1 FOR UPDATE`, [id]);
    return row ? holdOf(row) : undefined;
  }

  async findByReserveTransaction(manager: EntityManager, transactionId: string): Promise<Hold | undefined> {
    const [row] = await manager.query<HoldRow[]>(
      `SELECT ${HOLD_COLUMNS} FROM holds WHERE reserve_transaction_id = $1`,
      [transactionId],
    );
    return row ? holdOf(row) : undefined;
  }

  /** The longest-expired hold no other transaction holds, locked (replicas take different ones). */
  async lockNextExpired(manager: EntityManager): Promise<Hold | undefined> {
    const [row] = await manager.query<HoldRow[]>(
      `SELECT ${HOLD_COLUMNS} FROM holds WHERE status = 'held' AND expires_at <= now()
        ORDER BY expires_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return row ? holdOf(row) : undefined;
  }

  async markSettled(
    manager: EntityManager,
    id: string,
    settlement: { status: Exclude<HoldStatus, 'held'>; capturedAmount: number; transactionId: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE holds SET status = $2, captured_amount = $3, settle_transaction_id = $4, settled_at = now()
        WHERE id = $1 AND status = 'held'`,
      [id, settlement.status, settlement.capturedAmount, settlement.transactionId],
    );
  }
}

function holdOf(row: HoldRow): Hold {
  return {
    id: row.id,
    userId: row.user_id,
    caller: row.caller,
    type: row.type,
    amount: Number(row.amount),
    description: row.description,
    status: row.status,
    capturedAmount: row.captured_amount === null ? null : Number(row.captured_amount),
    expiresAt: row.expires_at,
    reserveTransactionId: row.reserve_transaction_id,
    settleTransactionId: row.settle_transaction_id,
  };
}
