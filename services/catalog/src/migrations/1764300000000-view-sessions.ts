import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reader records its position on every page turn; only the record that opens a reading session
 * counts as a view (view_count, the seller's views per day).
 */
export class ViewSessions1764300000000 implements MigrationInterface {
  name = 'ViewSessions1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE document_views ADD COLUMN counts_as_view boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `CREATE INDEX document_views_counted_idx ON document_views (document_id, viewed_at) WHERE counts_as_view`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS document_views_counted_idx`);
    await queryRunner.query(`ALTER TABLE document_views DROP COLUMN IF EXISTS counts_as_view`);
  }
}
