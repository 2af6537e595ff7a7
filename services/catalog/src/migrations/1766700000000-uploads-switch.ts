import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether document uploads are open, as document-processing announces it
 * (document.uploads-switched.v1): one row, absent until the first announcement (open).
 */
export class UploadsSwitch1766700000000 implements MigrationInterface {
  name = 'UploadsSwitch1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE uploads_switch (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        open boolean NOT NULL,
        settings_version integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS uploads_switch`);
  }
}
