import { Injectable } from '@nestjs/common';
import type {
  AdminSort,
  PaginationQuery,
  PaymentProvider,
  PointsOrderStatus,
  PointsPaymentStatus,
} from '@studyhub/contracts';
import type { AdminPointsOrderSort } from '../common/admin-orders-query';
import { DataSource, type EntityManager } from 'typeorm';
import { filteredPage, type Page } from '../common/paging';

export interface PointsOrderRow {
  id: string;
  user_id: string;
  package_id: string | null;
  amount_cents: number;
  currency: 'usd';
  points_amount: number;
  bonus_points: number;
  payment_method: PaymentProvider;
  payment_intent_id: string | null;
  order_status: PointsOrderStatus;
  payment_status: PointsPaymentStatus;
  created_at: Date;
  completed_at: Date | null;
}

export interface NewPointsOrder {
  userId: string;
  packageId: string | null;
  amountCents: number;
  basePoints: number;
  bonusPoints: number;
  provider: PaymentProvider;
  /** The simulated provider's orders are paid the moment they exist (spec section 4). */
  completed: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  metadata: Record<string, unknown>;
}

const SORT_COLUMNS: Record<AdminPointsOrderSort, string> = {
  created_at: 'created_at',
  amount_cents: 'amount_cents',
  points_amount: 'points_amount',
  status: 'order_status',
};
const COLUMNS = `id, user_id, package_id, amount_cents, currency, points_amount, bonus_points, payment_method,
  payment_intent_id, order_status, payment_status, created_at, completed_at`;

/** A Stripe order nobody has paid yet: pending, or declined with a PaymentIntent still open. */
const UNPAID = `payment_method = 'stripe'
  AND (order_status = 'pending' OR (order_status = 'failed' AND payment_intent_id IS NOT NULL))`;

/** Every query on points orders and on the Stripe events already handled. */
@Injectable()
export class PointsOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, order: NewPointsOrder): Promise<PointsOrderRow> {
    const [row] = await manager.query<PointsOrderRow[]>(
      `INSERT INTO points_orders (user_id, package_id, amount_cents, points_amount, bonus_points, payment_method,
                                  order_status, payment_status, completed_at, user_agent, ip_address, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::boolean THEN now() END, $10, $11, $12)
       RETURNING ${COLUMNS}`,
      [
        order.userId,
        order.packageId,
        order.amountCents,
        order.basePoints,
        order.bonusPoints,
        order.provider,
        order.completed ? 'completed' : 'pending',
        order.completed ? 'succeeded' : 'requires_payment',
        order.completed,
        order.userAgent,
        order.ipAddress,
        JSON.stringify(order.metadata),
      ],
    );
    return row!;
  }

  async attachPaymentIntent(id: string, paymentIntentId: string): Promise<PointsOrderRow> {
    const [rows] = await this.dataSource.query<[PointsOrderRow[], number]>(
      `UPDATE points_orders SET payment_intent_id = $2, updated_at = now()
        WHERE id = $1 AND (payment_intent_id IS NULL OR payment_intent_id = $2) RETURNING ${COLUMNS}`,
      [id, paymentIntentId],
    );
    if (!rows[0]) throw new Error(`points order ${id} already has another PaymentIntent`);
    return rows[0];
  }

  /** The payment could not even start (the provider refused or was unreachable). */
  async markNotStarted(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE points_orders SET order_status = 'failed', payment_status = 'failed', updated_at = now()
        WHERE id = $1 AND order_status = 'pending' AND payment_intent_id IS NULL`,
      [id],
    );
  }

  async find(id: string): Promise<PointsOrderRow | undefined> {
    const [row] = await this.dataSource.query<PointsOrderRow[]>(`SELECT ${COLUMNS} FROM points_orders WHERE id = $1`, [
      id,
    ]);
    return row;
  }

  /** The order a webhook is about, locked until its transaction ends (one event at a time per order). */
  async lockForPayment(manager: EntityManager, id: string): Promise<PointsOrderRow | undefined> {
    const [row] = await manager.query<PointsOrderRow[]>(
      `SELECT ${COLUMNS} FROM points_orders WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row;
  }

  async idByPaymentIntent(manager: EntityManager, paymentIntentId: string): Promise<string | undefined> {
    const [row] = await manager.query<{ id: string }[]>(`SELECT id FROM points_orders WHERE payment_intent_id = $1`, [
      paymentIntentId,
    ]);
    return row?.id;
  }

  async markPaid(manager: EntityManager, id: string, paymentIntentId: string): Promise<PointsOrderRow> {
    const [rows] = await manager.query<[PointsOrderRow[], number]>(
      `UPDATE points_orders SET order_status = 'completed', payment_status = 'succeeded', completed_at = now(),
              payment_intent_id = $2, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, paymentIntentId],
    );
    return rows[0]!;
  }

  async markPaymentFailed(manager: EntityManager, id: string, paymentIntentId: string): Promise<void> {
    await manager.query(
      `UPDATE points_orders SET order_status = 'failed', payment_status = 'failed', payment_intent_id = $2,
              updated_at = now()
        WHERE id = $1`,
      [id, paymentIntentId],
    );
  }

  /** The PaymentIntent was canceled (by the reconciler's expiry: `expired`; by Stripe: `canceled`). */
  async markUnpaid(manager: EntityManager, id: string, status: 'expired' | 'canceled'): Promise<void> {
    await manager.query(
      `UPDATE points_orders SET order_status = $2, payment_status = 'canceled', updated_at = now() WHERE id = $1`,
      [id, status],
    );
  }

  /**
   * Unpaid Stripe orders created more than `olderThanMs` ago and not found still paying within the
   * last `recheckAfterMs`, oldest first (the points_orders_unpaid index).
   */
  async unpaidIds(olderThanMs: number, recheckAfterMs: number, limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM points_orders WHERE ${UNPAID}
          AND created_at < now() - make_interval(secs => $1::double precision / 1000)
          AND (payment_checked_at IS NULL
               OR payment_checked_at < now() - make_interval(secs => $2::double precision / 1000))
        ORDER BY created_at LIMIT $3`,
      [olderThanMs, recheckAfterMs, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Ask Stripe about this order again only after a while: its PaymentIntent was still moving money,
   * or Stripe did not answer.
   */
  async markPaymentChecked(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE points_orders SET payment_checked_at = now() WHERE id = $1`, [id]);
  }

  /**
   * The unpaid order, locked until the caller's transaction ends; undefined once it is settled or
   * while another process (a webhook, another replica) holds it.
   */
  async lockUnpaid(manager: EntityManager, id: string): Promise<PointsOrderRow | undefined> {
    const [row] = await manager.query<PointsOrderRow[]>(
      `SELECT ${COLUMNS} FROM points_orders WHERE id = $1 AND ${UNPAID} FOR UPDATE SKIP LOCKED`,
      [id],
    );
    return row;
  }

  /** False when Stripe sent this event before (it redelivers until it gets a 2xx). */
  async recordStripeEvent(
    manager: EntityManager,
    event: { id: string; type: string; paymentIntentId: string | null },
  ): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO stripe_events (event_id, event_type, payment_intent_id) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING RETURNING 1`,
      [event.id, event.type, event.paymentIntentId],
    );
    return inserted.length > 0;
  }

  async pageOfUser(userId: string, query: PaginationQuery): Promise<Page<PointsOrderRow>> {
    return this.page({ userId }, query);
  }

  page(
    filters: { userId?: string | undefined; status?: PointsOrderStatus | undefined },
    query: PaginationQuery,
    sort?: AdminSort<AdminPointsOrderSort>,
  ): Promise<Page<PointsOrderRow>> {
    return filteredPage<PointsOrderRow>(
      this.dataSource,
      { table: 'points_orders', columns: COLUMNS },
      { user_id: filters.userId, order_status: filters.status },
      query,
      sort && { column: SORT_COLUMNS[sort.sort], direction: sort.order },
    );
  }
}
