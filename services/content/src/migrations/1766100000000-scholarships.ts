import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scholarships, the students' saved ones and the deadline reminders already sent. Universities and
 * courses belong to catalog: a scholarship keeps their slug and name as a copy (ADR 0024).
 */
export class Scholarships1766100000000 implements MigrationInterface {
  name = 'Scholarships1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE scholarships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        provider text NOT NULL,
        description text NOT NULL,
        amount_min_cents integer NOT NULL CHECK (amount_min_cents >= 0),
        amount_max_cents integer CHECK (amount_max_cents IS NULL OR amount_max_cents >= amount_min_cents),
        fields_of_study text[] NOT NULL DEFAULT '{}',
        levels text[] NOT NULL CHECK (cardinality(levels) > 0),
        country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
        country_name text NOT NULL,
        university_id uuid,
        university_slug text,
        university_name text,
        course_id uuid,
        course_slug text,
        course_name text,
        deadline date NOT NULL,
        eligibility text NOT NULL,
        how_to_apply text NOT NULL,
        official_url text NOT NULL,
        is_published boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((university_slug IS NULL) = (university_name IS NULL)),
        CHECK ((course_slug IS NULL) = (course_name IS NULL)),
        CHECK (course_slug IS NULL OR university_slug IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX scholarships_published_deadline_idx ON scholarships (deadline, id) WHERE is_published`,
    );
    await queryRunner.query(`CREATE INDEX scholarships_fields_idx ON scholarships USING gin (fields_of_study)`);
    await queryRunner.query(`CREATE INDEX scholarships_levels_idx ON scholarships USING gin (levels)`);
    await queryRunner.query(`CREATE INDEX scholarships_country_idx ON scholarships (country_code)`);
    await queryRunner.query(`CREATE INDEX scholarships_university_idx ON scholarships (university_slug)`);

    await queryRunner.query(`
      CREATE TABLE saved_scholarships (
        user_id uuid NOT NULL,
        scholarship_id uuid NOT NULL REFERENCES scholarships (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, scholarship_id)
      )`);
    await queryRunner.query(`CREATE INDEX saved_scholarships_scholarship_idx ON saved_scholarships (scholarship_id)`);

    // One row per reminder sent: the key makes a second run (or a second replica) send nothing.
    await queryRunner.query(`
      CREATE TABLE scholarship_deadline_reminders (
        user_id uuid NOT NULL,
        scholarship_id uuid NOT NULL REFERENCES scholarships (id) ON DELETE CASCADE,
        deadline date NOT NULL,
        days_left integer NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, scholarship_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE scholarship_deadline_reminders`);
    await queryRunner.query(`DROP TABLE saved_scholarships`);
    await queryRunner.query(`DROP TABLE scholarships`);
  }
}
