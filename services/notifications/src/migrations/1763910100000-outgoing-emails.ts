import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutgoingEmails1763910100000 implements MigrationInterface {
  name = 'OutgoingEmails1763910100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outgoing_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL,
        template text NOT NULL,
        user_id uuid,
        recipient text NOT NULL,
        recipient_name text NOT NULL DEFAULT '',
        subject text NOT NULL,
        html_body text,
        text_body text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        correlation_id text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outgoing_emails_event_template_key UNIQUE (event_id, template)
      )`);
    await queryRunner.query(
      `CREATE INDEX outgoing_emails_due_idx ON outgoing_emails (next_attempt_at, created_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX outgoing_emails_user_idx ON outgoing_emails (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outgoing_emails`);
  }
}
