import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deleted account's blog comments stay, so the replies under them keep their thread, but no
 * longer point to the person: the author becomes anonymous (ADR 0026).
 */
export class BlogCommentsOfDeletedAccounts1766200200000 implements MigrationInterface {
  name = 'BlogCommentsOfDeletedAccounts1766200200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE blog_comments ALTER COLUMN user_id DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM blog_comments WHERE user_id IS NULL`);
    await queryRunner.query(`ALTER TABLE blog_comments ALTER COLUMN user_id SET NOT NULL`);
  }
}
