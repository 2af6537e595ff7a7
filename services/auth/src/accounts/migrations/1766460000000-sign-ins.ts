import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-in history the back office reads (ADR 0035). It starts empty: the sessions before it
 * do not say how they were started, and their tokens are forgotten a day after they expire anyway.
 */
export class SignIns1766460000000 implements MigrationInterface {
  name = 'SignIns1766460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_ins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        session_id uuid NOT NULL,
        method text NOT NULL CHECK (method IN ('password', 'google')),
        ip_address text,
        user_agent text,
        device_fingerprint text NOT NULL,
        is_new_device boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sign_ins_user_created_idx ON sign_ins (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX sign_ins_user_device_idx ON sign_ins (user_id, device_fingerprint)`);
    await queryRunner.query(`CREATE INDEX sign_ins_created_at_idx ON sign_ins (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_ins`);
  }
}
