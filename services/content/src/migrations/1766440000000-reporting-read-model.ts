import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's reporting read model (ADR 0031): daily totals per figure and dimension, the
 * users active each day, the items waiting for an admin, and the day counting started (figures
 * begin there: the model is fed by events from then on, never backfilled).
 */
export class ReportingReadModel1766440000000 implements MigrationInterface {
  name = 'ReportingReadModel1766440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reporting_daily_totals (
        day date NOT NULL,
        metric text NOT NULL,
        dimension text NOT NULL DEFAULT '',
        value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, metric, dimension)
      )`);
    await queryRunner.query(`CREATE INDEX reporting_daily_totals_metric_day ON reporting_daily_totals (metric, day)`);
    await queryRunner.query(`
      CREATE TABLE reporting_active_users (
        day date NOT NULL,
        user_id uuid NOT NULL,
        PRIMARY KEY (day, user_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE reporting_open_items (
        kind text NOT NULL CHECK (kind IN ('document', 'withdrawal')),
        item_id uuid NOT NULL,
        is_open boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (kind, item_id)
      )`);
    await queryRunner.query(`CREATE INDEX reporting_open_items_open ON reporting_open_items (kind) WHERE is_open`);
    await queryRunner.query(`
      CREATE TABLE reporting_state (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        tracking_since date NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO reporting_state (tracking_since) VALUES ((now() AT TIME ZONE 'UTC')::date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reporting_state`);
    await queryRunner.query(`DROP TABLE reporting_open_items`);
    await queryRunner.query(`DROP TABLE reporting_active_users`);
    await queryRunner.query(`DROP TABLE reporting_daily_totals`);
  }
}
