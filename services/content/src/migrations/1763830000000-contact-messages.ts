import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1763830000000 implements MigrationInterface {
  name = 'ContactMessages1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        topic text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        user_id uuid,
        ip_address inet,
        user_agent text,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed', 'spam')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX contact_messages_status_created_idx ON contact_messages (status, created_at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX contact_messages_email_idx ON contact_messages (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
