import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationPreferences1763910000000 implements MigrationInterface {
  name = 'NotificationPreferences1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL,
        preference_id text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, preference_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_preferences`);
  }
}
