import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-app notifications, the read copies the e-mails need (recipients' addresses and names, the
 * devices each user signed in from, document titles), and what the e-mail log needs to resend and
 * to carry a one-click unsubscribe link.
 */
export class InAppNotifications1766300000000 implements MigrationInterface {
  name = 'InAppNotifications1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        event_id uuid NOT NULL,
        kind text NOT NULL,
        preference_id text,
        title text NOT NULL,
        body text NOT NULL,
        link text,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_event_user_kind_key UNIQUE (event_id, user_id, kind)
      )`);
    await queryRunner.query(
      `CREATE INDEX notifications_user_newest_idx ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE notification_recipients (
        user_id uuid PRIMARY KEY,
        email text NOT NULL,
        full_name text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE known_devices (
        user_id uuid NOT NULL,
        fingerprint text NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, fingerprint)
      )`);
    await queryRunner.query(`
      CREATE TABLE notification_documents (
        document_id uuid PRIMARY KEY,
        title text NOT NULL,
        slug text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // One message per (event, template) was right for one recipient per event; a sale notifies
    // each seller of an order, so the recipient's user joins the key. NULLS NOT DISTINCT keeps
    // messages to support (no user) unique per event too.
    await queryRunner.query(`ALTER TABLE outgoing_emails DROP CONSTRAINT outgoing_emails_event_template_key`);
    await queryRunner.query(
      `ALTER TABLE outgoing_emails ADD CONSTRAINT outgoing_emails_event_template_user_key UNIQUE NULLS NOT DISTINCT (event_id, template, user_id)`,
    );
    await queryRunner.query(`ALTER TABLE outgoing_emails ADD COLUMN list_unsubscribe_url text`);
    await queryRunner.query(`ALTER TABLE outgoing_emails ADD COLUMN keep_bodies boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE outgoing_emails ADD COLUMN resent_from uuid REFERENCES outgoing_emails (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE INDEX outgoing_emails_created_idx ON outgoing_emails (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outgoing_emails_created_idx`);
    await queryRunner.query(`ALTER TABLE outgoing_emails DROP COLUMN resent_from`);
    await queryRunner.query(`ALTER TABLE outgoing_emails DROP COLUMN keep_bodies`);
    await queryRunner.query(`ALTER TABLE outgoing_emails DROP COLUMN list_unsubscribe_url`);
    await queryRunner.query(`ALTER TABLE outgoing_emails DROP CONSTRAINT outgoing_emails_event_template_user_key`);
    await queryRunner.query(
      `ALTER TABLE outgoing_emails ADD CONSTRAINT outgoing_emails_event_template_key UNIQUE (event_id, template)`,
    );
    await queryRunner.query(`DROP TABLE notification_documents`);
    await queryRunner.query(`DROP TABLE known_devices`);
    await queryRunner.query(`DROP TABLE notification_recipients`);
    await queryRunner.query(`DROP TABLE notifications`);
  }
}
