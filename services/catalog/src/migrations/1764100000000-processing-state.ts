import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the catalog learns from the processing pipeline beyond file facts: why a file was refused
 * (shown to its seller on My Uploads) and every download of a full file.
 */
export class ProcessingState1764100000000 implements MigrationInterface {
  name = 'ProcessingState1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE documents ADD COLUMN processing_error text`);
    await queryRunner.query(`
      CREATE TABLE document_downloads (
        id bigserial PRIMARY KEY,
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        downloaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX document_downloads_document_user ON document_downloads (document_id, user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS document_downloads`);
    await queryRunner.query(`ALTER TABLE documents DROP COLUMN IF EXISTS processing_error`);
  }
}
