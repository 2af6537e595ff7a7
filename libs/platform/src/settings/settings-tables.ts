import type { QueryRunner } from 'typeorm';

/** The channel a committed settings change is announced on, so every replica reloads at once. */
export const SETTINGS_CHANGED_CHANNEL = 'studyhub_settings_changed';

/**
 * The settings tables of one service database: the current value of each group and an
 * append-only history of every saved change. Called by each owning service's own migration.
 */
export async function createSettingsTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE settings (
      group_name text PRIMARY KEY,
      version integer NOT NULL CHECK (version > 0),
      value jsonb NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query(`
    CREATE TABLE settings_history (
      group_name text NOT NULL,
      version integer NOT NULL CHECK (version > 0),
      changed_by text NOT NULL,
      changed_by_email text,
      changed_at timestamptz NOT NULL DEFAULT now(),
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      note text,
      PRIMARY KEY (group_name, version)
    )`);
  // History is evidence: rows are only ever added.
  await queryRunner.query(`
    CREATE FUNCTION settings_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'settings_history is append-only';
    END $$`);
  await queryRunner.query(`
    CREATE TRIGGER settings_history_append_only BEFORE UPDATE OR DELETE ON settings_history
    FOR EACH ROW EXECUTE FUNCTION settings_history_append_only()`);
}

export async function dropSettingsTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('DROP TABLE settings_history');
  await queryRunner.query('DROP FUNCTION settings_history_append_only()');
  await queryRunner.query('DROP TABLE settings');
}
