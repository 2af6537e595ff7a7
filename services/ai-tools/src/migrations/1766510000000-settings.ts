import { createSettingsTables, dropSettingsTables } from '@studyhub/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The platform settings this service owns (the ai-prices and ai-tools groups) and their history (ADR 0032). */
export class Settings1766510000000 implements MigrationInterface {
  name = 'Settings1766510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createSettingsTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropSettingsTables(queryRunner);
  }
}
