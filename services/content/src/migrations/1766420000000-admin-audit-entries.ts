import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's audit trail: one row per admin.action-recorded.v1, whichever service wrote it,
 * keyed by the event id so a redelivered event is kept once.
 */
export class AdminAuditEntries1766420000000 implements MigrationInterface {
  name = 'AdminAuditEntries1766420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_audit_entries (
        id uuid PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        service text NOT NULL,
        actor_id text NOT NULL,
        actor_email text,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        summary text NOT NULL,
        before jsonb,
        after jsonb,
        correlation_id text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_audit_entries_occurred_idx ON admin_audit_entries (occurred_at DESC, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_audit_entries_actor_idx ON admin_audit_entries (actor_id, occurred_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_audit_entries_action_idx ON admin_audit_entries (action, occurred_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX admin_audit_entries_target_idx ON admin_audit_entries (target_type, target_id, occurred_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_audit_entries`);
  }
}
