import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Papers1765000000000 implements MigrationInterface {
  name = 'Papers1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE papers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        title text NOT NULL,
        content text NOT NULL DEFAULT '',
        origin text NOT NULL DEFAULT 'writer' CHECK (origin IN ('writer', 'editor')),
        paper_type jsonb,
        word_count int NOT NULL DEFAULT 0 CHECK (word_count >= 0),
        level text NOT NULL DEFAULT 'undergraduate',
        citation_style text NOT NULL DEFAULT 'APA_7',
        sources jsonb NOT NULL,
        instructions text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'completed')),
        version int NOT NULL DEFAULT 0 CHECK (version >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX papers_user_origin_created_idx ON papers (user_id, origin, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE paper_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        paper_id uuid NOT NULL REFERENCES papers (id) ON DELETE CASCADE,
        version_number int NOT NULL CHECK (version_number >= 1),
        content text NOT NULL,
        words int NOT NULL CHECK (words >= 0),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (paper_id, version_number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE paper_versions`);
    await queryRunner.query(`DROP TABLE papers`);
  }
}
