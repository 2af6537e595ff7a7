import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order line can be refunded on its own: a take-down refunds the taken-down document's line of
 * each order, not the order (ADR 0037). A line refunded with its whole order gets the order's time.
 * Lines of orders refunded before this migration keep null: their order's state says it.
 */
export class OrderItemRefunds1766503700000 implements MigrationInterface {
  name = 'OrderItemRefunds1766503700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE order_items ADD COLUMN refunded_at timestamptz, ADD COLUMN refund_reason text`,
    );
    await queryRunner.query(`ALTER TABLE order_items ADD CONSTRAINT order_items_refund_reason_with_time
      CHECK (refund_reason IS NULL OR refunded_at IS NOT NULL)`);
    // The take-down's scan: the lines of a document still held.
    await queryRunner.query(
      `CREATE INDEX order_items_unrefunded_document ON order_items (document_id) WHERE refunded_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS order_items_unrefunded_document`);
    await queryRunner.query(
      `ALTER TABLE order_items DROP COLUMN IF EXISTS refund_reason, DROP COLUMN IF EXISTS refunded_at`,
    );
  }
}
