import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Legal pages with their versions, and the help page's FAQ entries with an edit history. */
export class ManagedPages1766200000000 implements MigrationInterface {
  name = 'ManagedPages1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE legal_pages (
        slug text PRIMARY KEY,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE legal_page_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        page_slug text NOT NULL REFERENCES legal_pages (slug),
        version integer NOT NULL CHECK (version > 0),
        title text NOT NULL,
        short_title text NOT NULL,
        description text NOT NULL,
        summary text NOT NULL,
        body text NOT NULL,
        author_id uuid,
        restored_from integer,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (page_slug, version)
      )`);
    await queryRunner.query(`
      CREATE INDEX legal_page_versions_published_idx
        ON legal_page_versions (page_slug, published_at DESC, version DESC)
        WHERE published_at IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE help_faq_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seed_key text UNIQUE,
        category text NOT NULL
          CHECK (category IN ('getting-started', 'documents', 'purchases', 'account-security')),
        question text NOT NULL,
        answer text NOT NULL,
        position integer NOT NULL,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX help_faq_entries_position_idx ON help_faq_entries (position) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE help_faq_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        entry_id uuid NOT NULL REFERENCES help_faq_entries (id),
        action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
        category text NOT NULL,
        question text NOT NULL,
        answer text NOT NULL,
        author_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX help_faq_revisions_entry_idx ON help_faq_revisions (entry_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE help_faq_revisions`);
    await queryRunner.query(`DROP TABLE help_faq_entries`);
    await queryRunner.query(`DROP TABLE legal_page_versions`);
    await queryRunner.query(`DROP TABLE legal_pages`);
  }
}
