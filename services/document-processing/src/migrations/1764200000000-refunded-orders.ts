import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunded document orders: their access is taken away, and a late or redelivered
 * order.completed.v1 for one of them grants nothing (the two events travel on separate queues).
 */
export class RefundedOrders1764200000000 implements MigrationInterface {
  name = 'RefundedOrders1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE refunded_orders (
        order_id uuid PRIMARY KEY,
        refunded_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS refunded_orders`);
  }
}
