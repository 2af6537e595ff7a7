import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Users1763900000000 implements MigrationInterface {
  name = 'Users1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        full_name text NOT NULL,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        password_hash text,
        email_verified_at timestamptz,
        avatar_url text,
        university_id text,
        course_id text,
        address_line1 text,
        address_line2 text,
        city text,
        state text,
        country_id text,
        postal_code text,
        phone text,
        default_billing_address boolean NOT NULL DEFAULT false,
        address_updated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await queryRunner.query(`CREATE INDEX users_role_status_idx ON users (role, status, created_at DESC)`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX users_search_idx ON users USING gin ((email || ' ' || lower(full_name)) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE users`);
  }
}
