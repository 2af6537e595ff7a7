import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserIdentities1763920000000 implements MigrationInterface {
  name = 'UserIdentities1763920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('google')),
        subject text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_identities_provider_subject_key ON user_identities (provider, subject)`,
    );
    // One identity per provider and account: an address reassigned to another person at the
    // provider must not take over an account already linked to the previous holder.
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_identities_user_provider_key ON user_identities (user_id, provider)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE user_identities`);
  }
}
