import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search over documents and homework questions. Documents carry a weighted tsvector
 * (title A; subject, course, university and textbook names B; description C) kept by a trigger,
 * since names live in other rows; the `simple` configuration keeps words whole, so a typed prefix
 * (`organ:*`) matches where English stemming would not. Trigram indexes on titles and questions
 * catch typos. Renaming a subject, course, university or textbook refreshes its documents' vectors.
 */
export class Search1764000100000 implements MigrationInterface {
  name = 'Search1764000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE documents ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector`);
    await queryRunner.query(`
      CREATE FUNCTION documents_search_vector_of(doc documents) RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector('simple', doc.title), 'A')
          || setweight(to_tsvector('simple', concat_ws(' ',
               (SELECT name FROM subjects WHERE id = doc.subject_id),
               (SELECT acronym FROM subjects WHERE id = doc.subject_id),
               (SELECT name FROM courses WHERE id = doc.course_id),
               (SELECT name FROM universities WHERE id = doc.university_id),
               (SELECT title || ' ' || author FROM textbooks WHERE id = doc.textbook_id))), 'B')
          || setweight(to_tsvector('simple', left(doc.description, 4000)), 'C')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION documents_refresh_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := documents_search_vector_of(NEW);
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER documents_search_vector
        BEFORE INSERT OR UPDATE OF title, description, subject_id, course_id, university_id, textbook_id ON documents
        FOR EACH ROW EXECUTE FUNCTION documents_refresh_search_vector()`);
    await queryRunner.query(`UPDATE documents SET search_vector = documents_search_vector_of(documents)`);
    await queryRunner.query(
      `CREATE INDEX documents_approved_search_idx ON documents USING gin (search_vector) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_title_trgm_idx ON documents USING gin (lower(title) gin_trgm_ops) WHERE status_id = 1`,
    );

    // Renamed taxonomy: its documents' vectors follow (rare, admin-driven writes).
    for (const [table, column, field] of [
      ['subjects', 'subject_id', 'name'],
      ['courses', 'course_id', 'name'],
      ['universities', 'university_id', 'name'],
      ['textbooks', 'textbook_id', 'title'],
    ] as const) {
      await queryRunner.query(`
        CREATE FUNCTION ${table}_refresh_document_search() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM search_terms_learn(NEW.${field});
          IF TG_OP = 'INSERT' THEN RETURN NULL; END IF;
          UPDATE documents SET search_vector = documents_search_vector_of(documents) WHERE ${column} = NEW.id;
          RETURN NULL;
        END
        $$`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_document_search AFTER INSERT OR UPDATE OF ${field} ON ${table}
          FOR EACH ROW EXECUTE FUNCTION ${table}_refresh_document_search()`);
    }

    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    // The words search can correct a typo to: every word of a title, a taxonomy name or a question.
    await queryRunner.query(`CREATE TABLE search_terms (term text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (term gist_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX search_terms_prefix_idx ON search_terms (term text_pattern_ops)`);
    await queryRunner.query(`
      CREATE FUNCTION search_terms_learn(content text) RETURNS void LANGUAGE sql AS $$
        INSERT INTO search_terms (term)
        SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', left(content, 4000)))) AS word
        WHERE length(word) BETWEEN 2 AND 40 AND word ~ '^[[:alpha:]][[:alnum:]]*$'
        ON CONFLICT DO NOTHING
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION documents_learn_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_terms_learn(NEW.title);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER documents_search_terms AFTER INSERT OR UPDATE OF title ON documents
        FOR EACH ROW EXECUTE FUNCTION documents_learn_search_terms()`);
    await queryRunner.query(`
      CREATE FUNCTION homework_questions_learn_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.is_public THEN PERFORM search_terms_learn(NEW.question); END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER homework_questions_search_terms AFTER INSERT OR UPDATE OF question, is_public ON homework_questions
        FOR EACH ROW EXECUTE FUNCTION homework_questions_learn_search_terms()`);
    for (const [table, field] of [
      ['subjects', 'name'],
      ['courses', 'name'],
      ['universities', 'name'],
      ['textbooks', 'title'],
    ]) {
      await queryRunner.query(`SELECT search_terms_learn(${field}) FROM ${table}`);
    }
    await queryRunner.query(`SELECT search_terms_learn(title) FROM documents`);

    await queryRunner.query(`
      ALTER TABLE homework_questions ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (to_tsvector('simple', left(question, 4000))) STORED`);
    await queryRunner.query(
      `CREATE INDEX homework_questions_search_idx ON homework_questions USING gin (search_vector) WHERE is_public`,
    );
    await queryRunner.query(
      `CREATE INDEX homework_questions_trgm_idx ON homework_questions USING gin (lower(question) gin_trgm_ops) WHERE is_public`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['subjects', 'courses', 'universities', 'textbooks']) {
      await queryRunner.query(`DROP TRIGGER ${table}_document_search ON ${table}`);
      await queryRunner.query(`DROP FUNCTION ${table}_refresh_document_search()`);
    }
    await queryRunner.query(`ALTER TABLE homework_questions DROP COLUMN search_vector`);
    await queryRunner.query(`DROP TRIGGER homework_questions_search_terms ON homework_questions`);
    await queryRunner.query(`DROP FUNCTION homework_questions_learn_search_terms()`);
    await queryRunner.query(`DROP TRIGGER documents_search_terms ON documents`);
    await queryRunner.query(`DROP FUNCTION documents_learn_search_terms()`);
    await queryRunner.query(`DROP FUNCTION search_terms_learn(text)`);
    await queryRunner.query(`DROP TABLE search_terms`);
    await queryRunner.query(`DROP TRIGGER documents_search_vector ON documents`);
    await queryRunner.query(`DROP FUNCTION documents_refresh_search_vector()`);
    await queryRunner.query(`ALTER TABLE documents DROP COLUMN search_vector`);
    await queryRunner.query(`DROP FUNCTION documents_search_vector_of(documents)`);
  }
}
