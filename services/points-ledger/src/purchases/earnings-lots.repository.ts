import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type LotStatus = 'pending' | 'released' | 'cancelled';

export interface EarningsLot {
  id: string;
  orderId: string;
  documentId: string;
  sellerId: string;
  points: number;
  status: LotStatus;
  availableAt: Date;
}

interface LotRow {
  id: string;
  order_id: string;
  document_id: string;
  seller_id: string;
  points: string;
  status: LotStatus;
  available_at: Date;
}

const LOT_COLUMNS = 'id, order_id, document_id, seller_id, points, status, available_at';

/** A sale's seller share, pending until the refund window has passed. */
@Injectable()
export class EarningsLotsRepository {
  async insert(
    manager: EntityManager,
    purchase: { transactionId: string; orderId: string; holdDays: number },
    lines: readonly { documentId: string; sellerId: string; points: number }[],
  ): Promise<void> {
    if (lines.length === 0) return;
    await manager.query(
      `INSERT INTO earnings_lots (order_id, document_id, seller_id, points, available_at, purchase_transaction_id)
       SELECT $1, line.document_id, line.seller_id, line.points, now() + make_interval(days => $5), $6
         FROM unnest($2::uuid[], $3::uuid[], $4::bigint[]) AS line(document_id, seller_id, points)`,
      [
        purchase.orderId,
        lines.map((line) => line.documentId),
        lines.map((line) => line.sellerId),
        lines.map((line) => line.points),
        purchase.holdDays,
        purchase.transactionId,
      ],
    );
  }

  /** The order's lots, locked: a refund and the release job never both settle one lot. */
  async lockOrderLots(manager: EntityManager, orderId: string): Promise<EarningsLot[]> {
    const rows = await manager.query<LotRow[]>(
      `SELECT ${LOT_COLUMNS} FROM earnings_lots WHERE order_id = $1 ORDER BY id FOR UPDATE`,
      [orderId],
    );
    return rows.map(lotOf);
  }

  /**
   * The oldest matured pending lot no other transaction holds, locked; replicas sweeping at the same
   * time each take a different one.
   */
  async lockNextDue(manager: EntityManager): Promise<EarningsLot | undefined> {
    const [row] = await manager.query<LotRow[]>(
      `SELECT ${LOT_COLUMNS} FROM earnings_lots
        WHERE status = 'pending' AND available_at <= now()
        ORDER BY available_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return row ? lotOf(row) : undefined;
  }

  async settle(
    manager: EntityManager,
    lotIds: readonly string[],
    status: Exclude<LotStatus, 'pending'>,
    transactionId: string,
  ): Promise<void> {
    if (lotIds.length === 0) return;
    await manager.query(
      `UPDATE earnings_lots SET status = $2, settle_transaction_id = $3, settled_at = now()
        WHERE id = ANY($1::uuid[]) AND status = 'pending'`,
      [lotIds, status, transactionId],
    );
  }

  /** The seller's pending lot that matures first. */
  async nextPending(manager: EntityManager, sellerId: string): Promise<EarningsLot | undefined> {
    const [row] = await manager.query<LotRow[]>(
      `SELECT ${LOT_COLUMNS} FROM earnings_lots WHERE seller_id = $1 AND status = 'pending'
        ORDER BY available_at, id LIMIT 1`,
      [sellerId],
    );
    return row ? lotOf(row) : undefined;
  }
}

function lotOf(row: LotRow): EarningsLot {
  return {
    id: row.id,
    orderId: row.order_id,
    documentId: row.document_id,
    sellerId: row.seller_id,
    points: Number(row.points),
    status: row.status,
    availableAt: row.available_at,
  };
}
