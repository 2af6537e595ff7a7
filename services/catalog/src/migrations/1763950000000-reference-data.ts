import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Countries, universities and courses. Names sort with ICU's root collation so "Åland Islands"
 * and "Côte d'Ivoire" land where a reader expects (the databases default to byte order).
 */
export class ReferenceData1763950000000 implements MigrationInterface {
  name = 'ReferenceData1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE countries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text COLLATE "und-x-icu" NOT NULL CHECK (btrim(name) <> ''),
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{2}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX countries_name_idx ON countries (name)`);

    await queryRunner.query(`
      CREATE TABLE universities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text COLLATE "und-x-icu" NOT NULL CHECK (btrim(name) <> ''),
        slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        logo_url text,
        type text NOT NULL CHECK (type IN ('public', 'private')),
        country_id uuid NOT NULL REFERENCES countries (id),
        categories text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        document_count integer NOT NULL DEFAULT 0 CHECK (document_count >= 0),
        courses_count integer NOT NULL DEFAULT 0 CHECK (courses_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX universities_status_name_idx ON universities (status, name)`);
    await queryRunner.query(`CREATE INDEX universities_country_idx ON universities (country_id)`);
    await queryRunner.query(`CREATE INDEX universities_categories_idx ON universities USING gin (categories)`);
    await queryRunner.query(`CREATE INDEX universities_name_trgm_idx ON universities USING gin (name gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE courses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        university_id uuid NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
        name text COLLATE "und-x-icu" NOT NULL CHECK (btrim(name) <> ''),
        slug text NOT NULL CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        level text NOT NULL DEFAULT 'undergraduate' CHECK (level IN ('undergraduate', 'postgraduate')),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (university_id, slug)
      )`);
    await queryRunner.query(
      `CREATE INDEX courses_active_by_university_idx ON courses (university_id, name) WHERE is_active`,
    );

    // courses_count follows the active courses whoever writes them (seeder now, admins later).
    // Increments under the university's row lock stay right when two writers race; a recount would not.
    await queryRunner.query(`
      CREATE FUNCTION universities_follow_active_courses() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.is_active = NEW.is_active AND OLD.university_id = NEW.university_id THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          IF OLD.is_active THEN
            UPDATE universities SET courses_count = courses_count - 1 WHERE id = OLD.university_id;
          END IF;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          IF NEW.is_active THEN
            UPDATE universities SET courses_count = courses_count + 1 WHERE id = NEW.university_id;
          END IF;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER courses_count_follows_courses
        AFTER INSERT OR DELETE OR UPDATE OF is_active, university_id ON courses
        FOR EACH ROW EXECUTE FUNCTION universities_follow_active_courses()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE courses`);
    await queryRunner.query(`DROP FUNCTION universities_follow_active_courses()`);
    await queryRunner.query(`DROP TABLE universities`);
    await queryRunner.query(`DROP TABLE countries`);
  }
}
