import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe points orders that are never paid end: `expired` once the reconciler cancels their
 * PaymentIntent after ORDERS_POINTS_ORDER_EXPIRY_MS, `canceled` when Stripe reports the PaymentIntent
 * canceled; both with payment status `canceled`. A partial index keeps the reconciler's scan to the
 * orders that can still expire; `payment_checked_at` spaces out the questions about a PaymentIntent
 * still moving money.
 */
export class PointsOrderExpiry1764400000000 implements MigrationInterface {
  name = 'PointsOrderExpiry1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE points_orders DROP CONSTRAINT points_orders_order_status_check`);
    await queryRunner.query(`
      ALTER TABLE points_orders ADD CONSTRAINT points_orders_order_status_check
        CHECK (order_status IN ('pending', 'completed', 'failed', 'refunded', 'expired', 'canceled'))`);
    await queryRunner.query(`ALTER TABLE points_orders DROP CONSTRAINT points_orders_payment_status_check`);
    await queryRunner.query(`
      ALTER TABLE points_orders ADD CONSTRAINT points_orders_payment_status_check
        CHECK (payment_status IN ('requires_payment', 'succeeded', 'failed', 'refunded', 'canceled'))`);
    // When the reconciler last found a PaymentIntent still moving money (processing): asked again later.
    await queryRunner.query(`ALTER TABLE points_orders ADD COLUMN payment_checked_at timestamptz`);
    // Unpaid Stripe orders: pending, or declined with a PaymentIntent the buyer could still pay.
    await queryRunner.query(`
      CREATE INDEX points_orders_unpaid ON points_orders (created_at)
        WHERE payment_method = 'stripe'
          AND (order_status = 'pending' OR (order_status = 'failed' AND payment_intent_id IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS points_orders_unpaid`);
    await queryRunner.query(`ALTER TABLE points_orders DROP COLUMN IF EXISTS payment_checked_at`);
    // Orders that ended unpaid go back to the nearest older state.
    await queryRunner.query(`
      UPDATE points_orders SET order_status = 'failed', payment_status = 'failed'
       WHERE order_status IN ('expired', 'canceled') OR payment_status = 'canceled'`);
    await queryRunner.query(`ALTER TABLE points_orders DROP CONSTRAINT points_orders_order_status_check`);
    await queryRunner.query(`
      ALTER TABLE points_orders ADD CONSTRAINT points_orders_order_status_check
        CHECK (order_status IN ('pending', 'completed', 'failed', 'refunded'))`);
    await queryRunner.query(`ALTER TABLE points_orders DROP CONSTRAINT points_orders_payment_status_check`);
    await queryRunner.query(`
      ALTER TABLE points_orders ADD CONSTRAINT points_orders_payment_status_check
        CHECK (payment_status IN ('requires_payment', 'succeeded', 'failed', 'refunded'))`);
  }
}
