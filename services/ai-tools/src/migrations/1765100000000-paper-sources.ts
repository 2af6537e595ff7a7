import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaperSources1765100000000 implements MigrationInterface {
  name = 'PaperSources1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE paper_sources (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        paper_id uuid NOT NULL REFERENCES papers (id) ON DELETE CASCADE,
        source_key text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('manual', 'doi', 'url', 'file')),
        item jsonb NOT NULL,
        file_key text,
        file_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (paper_id, source_key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE paper_sources`);
  }
}
