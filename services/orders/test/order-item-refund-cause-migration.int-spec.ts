import { randomUUID } from 'node:crypto';
import { createMigratedTestDataSource } from '@studyhub/platform/testing';
import { Orders1764300000000 } from '../src/migrations/1764300000000-orders';
import { PointsOrderExpiry1764400000000 } from '../src/migrations/1764400000000-points-order-expiry';
import { OrderItemRefunds1766503700000 } from '../src/migrations/1766503700000-order-item-refunds';
import { OrderItemRefundCause1766520000000 } from '../src/migrations/1766520000000-order-item-refund-cause';

jest.setTimeout(60_000);

/**
 * Lines refunded before the cause was recorded get one from their times: refunded before their
 * order, or in an order still standing, means a take-down; refunded with the order, the order's
 * refund. Lines never refunded, and lines of orders refunded before lines had a time, get none.
 */
describe('OrderItemRefundCause1766520000000 on existing order lines', () => {
  it('backfills the cause of refunded lines, checks it, and rolls back', async () => {
    const before = await createMigratedTestDataSource('orders_refund_cause_migration', {
      migrations: [Orders1764300000000, PointsOrderExpiry1764400000000, OrderItemRefunds1766503700000],
    });
    try {
      const { dataSource } = before;
      const order = async (refundedAt: string | null) => {
        const [row] = await dataSource.query<{ id: string }[]>(
          `INSERT INTO orders (user_id, status, payment_status, total_points, completed_at, refunded_at)
           VALUES ($1, $2, $3, 10, '2026-01-01T00:00:00Z', $4::timestamptz) RETURNING id`,
          [randomUUID(), refundedAt ? 'refunded' : 'completed', refundedAt ? 'refunded' : 'succeeded', refundedAt],
        );
        return row!.id;
      };
      const line = (orderId: string, title: string, refundedAt: string | null) =>
        dataSource.query(
          `INSERT INTO order_items (order_id, document_id, seller_id, title, slug, points_price, refunded_at)
           VALUES ($1, $2, $3, $4, $4, 5, $5::timestamptz)`,
          [orderId, randomUUID(), randomUUID(), title, refundedAt],
        );
      const standing = await order(null);
      await line(standing, 'taken down from a standing order', '2026-01-03T00:00:00Z');
      await line(standing, 'held', null);
      const refunded = await order('2026-01-09T00:00:00Z');
      await line(refunded, 'taken down before the buyer refunded', '2026-01-03T00:00:00Z');
      await line(refunded, 'refunded with the order', '2026-01-09T00:00:00Z');
      const old = await order('2025-12-01T00:00:00Z');
      await line(old, 'of an order refunded before lines had a time', null);

      const migration = new OrderItemRefundCause1766520000000();
      const runner = dataSource.createQueryRunner();
      try {
        await migration.up(runner);
        const causes = await dataSource.query<{ title: string; refund_cause: string | null }[]>(
          `SELECT title, refund_cause FROM order_items ORDER BY title`,
        );
        expect(Object.fromEntries(causes.map((row) => [row.title, row.refund_cause]))).toEqual({
          'taken down from a standing order': 'document_removed',
          held: null,
          'taken down before the buyer refunded': 'document_removed',
          'refunded with the order': 'order_refund',
          'of an order refunded before lines had a time': null,
        });
        await expect(
          dataSource.query(`UPDATE order_items SET refund_cause = 'order_refund' WHERE title = 'held'`),
        ).rejects.toThrow(/order_items_refund_cause_check/);
        await expect(
          dataSource.query(
            `UPDATE order_items SET refund_cause = 'changed_mind' WHERE title = 'refunded with the order'`,
          ),
        ).rejects.toThrow(/order_items_refund_cause_check/);

        await migration.down(runner);
        const columns = await dataSource.query<unknown[]>(
          `SELECT 1 FROM information_schema.columns WHERE table_name = 'order_items' AND column_name = 'refund_cause'`,
        );
        expect(columns).toHaveLength(0);
      } finally {
        await runner.release();
      }
    } finally {
      await before.close();
    }
  });
});
