import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints and notice-and-takedown requests, and one workflow for everything admins answer:
 * contact messages move to the inbox's statuses (open, in progress, resolved) and get a note.
 */
export class SupportInbox1766200100000 implements MigrationInterface {
  name = 'SupportInbox1766200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE legal_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('complaint', 'takedown')),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        user_id uuid,
        ip_address inet,
        user_agent text,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved')),
        internal_note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX legal_submissions_status_created_idx ON legal_submissions (status, created_at DESC)`,
    );

    await queryRunner.query(`ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_status_check`);
    await queryRunner.query(`
      UPDATE contact_messages
         SET status = CASE status WHEN 'new' THEN 'open' ELSE 'resolved' END
       WHERE status IN ('new', 'answered', 'closed', 'spam')`);
    await queryRunner.query(`
      ALTER TABLE contact_messages
        ALTER COLUMN status SET DEFAULT 'open',
        ADD CONSTRAINT contact_messages_status_check CHECK (status IN ('open', 'in_progress', 'resolved')),
        ADD COLUMN internal_note text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE contact_messages
        DROP COLUMN internal_note,
        DROP CONSTRAINT contact_messages_status_check`);
    await queryRunner.query(`
      UPDATE contact_messages SET status = CASE status WHEN 'resolved' THEN 'closed' ELSE 'new' END`);
    await queryRunner.query(`
      ALTER TABLE contact_messages
        ALTER COLUMN status SET DEFAULT 'new',
        ADD CONSTRAINT contact_messages_status_check CHECK (status IN ('new', 'answered', 'closed', 'spam'))`);
    await queryRunner.query(`DROP TABLE legal_submissions`);
  }
}
