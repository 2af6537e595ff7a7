import { createSettingsTables, dropSettingsTables } from '@studyhub/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The platform settings this service owns (the accounts group: feature switches such as registration) and their history (ADR 0032). */
export class Settings1766430000000 implements MigrationInterface {
  name = 'Settings1766430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createSettingsTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropSettingsTables(queryRunner);
  }
}
