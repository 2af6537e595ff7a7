import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Signing keys (private half sealed), refresh token families and single-use e-mail tokens. */
export class SessionsAndTokens1763910000001 implements MigrationInterface {
  name = 'SessionsAndTokens1763910000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        algorithm text NOT NULL,
        public_jwk jsonb NOT NULL,
        -- AES-256-GCM under AUTH_KEY_ENCRYPTION_SECRET, never the plain key
        private_key_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- published from created_at, signs from activates_at (ADR 0008)
        activates_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX signing_keys_activates_at_idx ON signing_keys (activates_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL,
        family_id uuid NOT NULL,
        parent_id uuid REFERENCES refresh_tokens (id) ON DELETE SET NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        ip_address text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON refresh_tokens (token_hash)`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await queryRunner.query(
      `CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX refresh_tokens_expires_at_idx ON refresh_tokens (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset')),
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX email_tokens_token_hash_key ON email_tokens (token_hash)`);
    await queryRunner.query(
      `CREATE INDEX email_tokens_open_idx ON email_tokens (user_id, purpose) WHERE used_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE email_tokens`);
    await queryRunner.query(`DROP TABLE refresh_tokens`);
    await queryRunner.query(`DROP TABLE signing_keys`);
  }
}
