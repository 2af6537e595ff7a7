import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order lines refunded on their own (a take-down, order.items-refunded.v1, ADR 0037): access to
 * that document is taken away from that buyer, and a late or redelivered order.completed.v1 does
 * not grant it again (the events travel on separate queues).
 */
export class RefundedOrderItems1766503710000 implements MigrationInterface {
  name = 'RefundedOrderItems1766503710000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE refunded_order_items (
        order_id uuid NOT NULL,
        document_id uuid NOT NULL,
        refunded_at timestamptz NOT NULL,
        PRIMARY KEY (order_id, document_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS refunded_order_items`);
  }
}
