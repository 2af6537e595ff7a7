import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a line went back: the buyer's whole-order refund, or a take-down that removed its document
 * (ADR 0037). The times cannot tell them apart: a take-down that refunds an order's last line marks
 * the order refunded in the same transaction, at the same time.
 *
 * Backfill from what the times do say: a line refunded before its order, or in an order still
 * standing, was taken down; any other refunded line went with its order. A take-down of the last
 * line before this migration therefore reads as the order's refund.
 */
export class OrderItemRefundCause1766520000000 implements MigrationInterface {
  name = 'OrderItemRefundCause1766520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_items ADD COLUMN refund_cause text`);
    await queryRunner.query(
      `UPDATE order_items i SET refund_cause = CASE
              WHEN o.refunded_at IS NULL OR i.refunded_at < o.refunded_at THEN 'document_removed'
              ELSE 'order_refund' END
         FROM orders o
        WHERE o.id = i.order_id AND i.refunded_at IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE order_items ADD CONSTRAINT order_items_refund_cause_check
      CHECK (refund_cause IS NULL OR (refund_cause IN ('order_refund', 'document_removed') AND refunded_at IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_items DROP COLUMN IF EXISTS refund_cause`);
  }
}
