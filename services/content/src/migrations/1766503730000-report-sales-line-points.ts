import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A take-down refunds the document's line of each order, not the order (ADR 0037), so the
 * confirmation counts what each line cost. Sales copied before this migration have no line price:
 * their order's total stands in for it (exact for orders of one document).
 */
export class ReportSalesLinePoints1766503730000 implements MigrationInterface {
  name = 'ReportSalesLinePoints1766503730000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE report_document_sales ADD COLUMN line_points integer CHECK (line_points >= 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE report_document_sales DROP COLUMN IF EXISTS line_points`);
  }
}
