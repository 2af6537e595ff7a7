import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Universities waiting for approval join the work the reporting model counts (ADR 0031). */
export class ReportingPendingUniversities1766440100000 implements MigrationInterface {
  name = 'ReportingPendingUniversities1766440100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reporting_open_items DROP CONSTRAINT reporting_open_items_kind_check`);
    await queryRunner.query(
      `ALTER TABLE reporting_open_items ADD CONSTRAINT reporting_open_items_kind_check
         CHECK (kind IN ('document', 'withdrawal', 'university'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM reporting_open_items WHERE kind = 'university'`);
    await queryRunner.query(`ALTER TABLE reporting_open_items DROP CONSTRAINT reporting_open_items_kind_check`);
    await queryRunner.query(
      `ALTER TABLE reporting_open_items ADD CONSTRAINT reporting_open_items_kind_check
         CHECK (kind IN ('document', 'withdrawal'))`,
    );
  }
}
