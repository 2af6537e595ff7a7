import { Injectable } from '@nestjs/common';
import type { AdminSort, OrderItemRefundCause, OrderStatus, PaginationQuery, PaymentStatus } from '@studyhub/contracts';
import type { AdminOrderSort } from '../common/admin-orders-query';
import { DataSource, type EntityManager } from 'typeorm';
import { filteredPage, type Page } from '../common/paging';

export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total_points: number;
  created_at: Date;
  completed_at: Date | null;
  refunded_at: Date | null;
}

export interface OrderItemRow {
  order_id: string;
  document_id: string;
  seller_id: string;
  title: string;
  slug: string;
  points_price: number;
  seller_share: number | null;
  refunded_at: Date | null;
  /** Set with refunded_at (null on lines of orders refunded before lines had their own time). */
  refund_cause: OrderItemRefundCause | null;
}

export interface NewOrderLine {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  pointsPrice: number;
}

export const PURCHASE_ONCE_CONSTRAINT = 'document_purchases_once';

const ORDER_SORT_COLUMNS: Record<AdminOrderSort, string> = {
  created_at: 'created_at',
  total_points: 'total_points',
  status: 'status',
};
const ORDER_COLUMNS = 'id, user_id, status, payment_status, total_points, created_at, completed_at, refunded_at';
const ITEM_COLUMNS =
  'order_id, document_id, seller_id, title, slug, points_price, seller_share, refunded_at, refund_cause';

/** Every query on document orders, their lines and the purchases that reserve each document once. */
@Injectable()
export class DocumentOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The order, its lines and one purchase row per (buyer, document), all in the caller's
   * transaction: a second order of the same document by the same buyer fails on the unique key.
   */
  async insertPending(manager: EntityManager, userId: string, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    const total = lines.reduce((sum, line) => sum + line.pointsPrice, 0);
    const [order] = await manager.query<OrderRow[]>(
      `INSERT INTO orders (user_id, status, payment_status, total_points) VALUES ($1, 'pending', 'requires_payment', $2)
       RETURNING ${ORDER_COLUMNS}`,
      [userId, total],
    );
    const id = order!.id;
    await manager.query(
      `INSERT INTO order_items (order_id, document_id, seller_id, title, slug, points_price)
       SELECT $1::uuid, * FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::int[])`,
      [
        id,
        lines.map((line) => line.documentId),
        lines.map((line) => line.sellerId),
        lines.map((line) => line.title),
        lines.map((line) => line.slug),
        lines.map((line) => line.pointsPrice),
      ],
    );
    await manager.query(
      `INSERT INTO document_purchases (user_id, document_id, document_slug, order_id)
       SELECT $1::uuid, *, $4::uuid FROM unnest($2::uuid[], $3::text[])`,
      [userId, lines.map((line) => line.documentId), lines.map((line) => line.slug), id],
    );
    return order!;
  }

  /**
   * Which of `documentIds` the buyer already holds (bought, or in an order still being settled), in
   * the order asked, titled as catalog now names them (else as the order line did).
   */
  async heldAmong(
    manager: EntityManager,
    userId: string,
    documentIds: readonly string[],
  ): Promise<{ document_id: string; title: string }[]> {
    return manager.query<{ document_id: string; title: string }[]>(
      `SELECT p.document_id, coalesce(d.title, i.title) AS title
         FROM document_purchases p
         JOIN order_items i ON i.order_id = p.order_id AND i.document_id = p.document_id
         LEFT JOIN sellable_documents d ON d.document_id = p.document_id
        WHERE p.user_id = $1 AND p.document_id = ANY($2::uuid[])
        ORDER BY array_position($2::uuid[], p.document_id)`,
      [userId, documentIds],
    );
  }

  /** The pending order, locked; undefined when it is settled or another process holds it. */
  async lockPending(
    manager: EntityManager,
    id: string,
    spendWindowMs: number,
  ): Promise<(OrderRow & { spend_window_closed: boolean }) | undefined> {
    const [row] = await manager.query<(OrderRow & { spend_window_closed: boolean })[]>(
      `SELECT ${ORDER_COLUMNS}, created_at < now() - make_interval(secs => $2::double precision / 1000) AS spend_window_closed
         FROM orders WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
      [id, spendWindowMs],
    );
    return row;
  }

  /** Pending orders older than `olderThanMs`, oldest first. */
  async pendingIds(olderThanMs: number, limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM orders WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY created_at LIMIT $2`,
      [olderThanMs, limit],
    );
    return rows.map((row) => row.id);
  }

  async complete(
    manager: EntityManager,
    id: string,
    ledgerTransactionId: string | null,
    shares: readonly { documentId: string; sellerShare: number }[],
  ): Promise<OrderRow | undefined> {
    const [rows] = await manager.query<[OrderRow[], number]>(
      `UPDATE orders SET status = 'completed', payment_status = 'succeeded', completed_at = now(),
              ledger_transaction_id = $2, updated_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
      [id, ledgerTransactionId],
    );
    if (!rows[0]) return undefined;
    await manager.query(
      `UPDATE order_items i SET seller_share = s.share
         FROM unnest($2::uuid[], $3::int[]) AS s (document_id, share)
        WHERE i.order_id = $1 AND i.document_id = s.document_id`,
      [id, shares.map((share) => share.documentId), shares.map((share) => share.sellerShare)],
    );
    return rows[0];
  }

  /** Fails a pending order and releases its documents, so they can be bought again. */
  async fail(manager: EntityManager, id: string, reason: string): Promise<OrderRow | undefined> {
    const [rows] = await manager.query<[OrderRow[], number]>(
      `UPDATE orders SET status = 'failed', payment_status = 'failed', failed_at = now(), failure_reason = $2,
              updated_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
      [id, reason],
    );
    if (!rows[0]) return undefined;
    await this.releasePurchases(manager, id);
    return rows[0];
  }

  /** The order locked for a refund, with whether the refund window is still open (database time). */
  async lockForRefund(
    manager: EntityManager,
    id: string,
    windowDays: number,
  ): Promise<(OrderRow & { within_refund_window: boolean }) | undefined> {
    const [row] = await manager.query<(OrderRow & { within_refund_window: boolean })[]>(
      `SELECT ${ORDER_COLUMNS},
              coalesce(completed_at > now() - make_interval(days => $2), false) AS within_refund_window
         FROM orders WHERE id = $1 FOR UPDATE`,
      [id, windowDays],
    );
    return row;
  }

  /**
   * Completed orders with a line of the document not yet refunded, oldest first (a take-down
   * refunds that line of each).
   */
  async completedOrderIdsHolding(manager: EntityManager, documentId: string): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT o.id FROM orders o
        WHERE o.status = 'completed'
          AND EXISTS (SELECT 1 FROM order_items i
                       WHERE i.order_id = o.id AND i.document_id = $1 AND i.refunded_at IS NULL)
        ORDER BY o.completed_at, o.id`,
      [documentId],
    );
    return rows.map((row) => row.id);
  }

  /** The order's lines not refunded yet (all of them unless a take-down refunded some). */
  async unrefundedItemsOf(manager: EntityManager, orderId: string): Promise<OrderItemRow[]> {
    return manager.query<OrderItemRow[]>(
      `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = $1 AND refunded_at IS NULL
        ORDER BY title, document_id`,
      [orderId],
    );
  }

  /**
   * Refunds the whole order: it and its lines still held are marked refunded (at the same time) and
   * its documents released.
   */
  async markRefunded(manager: EntityManager, id: string, reason: string): Promise<OrderRow> {
    const [rows] = await manager.query<[OrderRow[], number]>(
      `UPDATE orders SET status = 'refunded', payment_status = 'refunded', refunded_at = now(), refund_reason = $2,
              updated_at = now()
        WHERE id = $1 AND status = 'completed' RETURNING ${ORDER_COLUMNS}`,
      [id, reason],
    );
    if (!rows[0]) throw new Error(`order ${id} was not completed`);
    await manager.query(
      `UPDATE order_items SET refunded_at = $2, refund_reason = $3, refund_cause = 'order_refund'
        WHERE order_id = $1 AND refunded_at IS NULL`,
      [id, rows[0].refunded_at, reason],
    );
    await this.releasePurchases(manager, id);
    return rows[0];
  }

  /**
   * Refunds these lines of the completed, locked order (those not refunded yet) because their
   * documents were taken down, and releases them; returns the lines refunded now and their time
   * (undefined when none was left to refund). The order is left as it is.
   */
  async markItemsRefunded(
    manager: EntityManager,
    orderId: string,
    documentIds: readonly string[],
    reason: string,
  ): Promise<{ items: OrderItemRow[]; refundedAt: Date } | undefined> {
    const [items] = await manager.query<[OrderItemRow[], number]>(
      `UPDATE order_items SET refunded_at = now(), refund_reason = $3, refund_cause = 'document_removed'
        WHERE order_id = $1 AND document_id = ANY($2::uuid[]) AND refunded_at IS NULL
        RETURNING ${ITEM_COLUMNS}`,
      [orderId, documentIds, reason],
    );
    const refundedAt = items[0]?.refunded_at;
    if (!refundedAt) return undefined;
    await manager.query(`DELETE FROM document_purchases WHERE order_id = $1 AND document_id = ANY($2::uuid[])`, [
      orderId,
      items.map((item) => item.document_id),
    ]);
    return { items, refundedAt };
  }

  /**
   * Marks the order refunded once a take-down has refunded its last line; its lines keep their own
   * times. Undefined while a line is still held.
   */
  async markRefundedIfNoLineHeld(manager: EntityManager, id: string, reason: string): Promise<OrderRow | undefined> {
    const [rows] = await manager.query<[OrderRow[], number]>(
      `UPDATE orders SET status = 'refunded', payment_status = 'refunded', refunded_at = now(), refund_reason = $2,
              updated_at = now()
        WHERE id = $1 AND status = 'completed'
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id AND i.refunded_at IS NULL)
        RETURNING ${ORDER_COLUMNS}`,
      [id, reason],
    );
    return rows[0];
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<OrderRow | undefined> {
    const [row] = await manager.query<OrderRow[]>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id]);
    return row;
  }

  async itemsOf(
    orderIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return manager.query<OrderItemRow[]>(
      `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, title, document_id`,
      [orderIds],
    );
  }

  page(
    filters: { userId?: string | undefined; status?: OrderStatus | undefined },
    query: PaginationQuery,
    sort?: AdminSort<AdminOrderSort>,
  ): Promise<Page<OrderRow>> {
    return filteredPage<OrderRow>(
      this.dataSource,
      { table: 'orders', columns: ORDER_COLUMNS },
      { user_id: filters.userId, status: filters.status },
      query,
      sort && { column: ORDER_SORT_COLUMNS[sort.sort], direction: sort.order },
    );
  }

  private async releasePurchases(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(`DELETE FROM document_purchases WHERE order_id = $1`, [orderId]);
  }
}
