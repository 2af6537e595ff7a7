import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the in-process search index and the filter-only browse need (ADR 0011):
 *
 * - `search_changes`: one row per write that can change what search shows (an approved document
 *   or a public question created, edited, moved, re-rated, withdrawn or deleted), stamped with the
 *   writer's transaction id. Every catalog replica polls it with a snapshot's xmin as its cursor,
 *   so a transaction that commits late is never skipped, and reloads the rows it names.
 * - `document_filter_counts`: approved documents per filter combination (type, subject,
 *   university, and course or textbook alone or with a type), kept by a trigger in the writer's
 *   transaction, so a filter-only page reads its exact total instead of counting.
 * - Approved-only indexes in the order of each browse sort, and public questions per subject.
 */
export class SearchIndex1764000200000 implements MigrationInterface {
  name = 'SearchIndex1764000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE search_changes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        corpus text NOT NULL CHECK (corpus IN ('document', 'question')),
        entity_id uuid NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX search_changes_xid_idx ON search_changes (xid)`);
    await queryRunner.query(`CREATE INDEX search_changes_changed_at_idx ON search_changes (changed_at)`);

    // Pending uploads and drafts never reach the index: only writes on the approved side are logged.
    await queryRunner.query(`
      CREATE FUNCTION documents_log_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (TG_OP <> 'DELETE' AND NEW.status_id = 1) OR (TG_OP <> 'INSERT' AND OLD.status_id = 1) THEN
          INSERT INTO search_changes (corpus, entity_id)
          VALUES ('document', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        END IF;
        RETURN NULL;
      END
      $$`);
    // search_vector is in the list because a renamed subject, course, university or textbook
    // rewrites its documents' vectors (migration 1764000100000), which is how the index hears of it.
    await queryRunner.query(`
      CREATE TRIGGER documents_search_changes
        AFTER INSERT OR DELETE OR UPDATE OF slug, title, description, status_id, document_type_id, subject_id,
          university_id, course_id, textbook_id, price_cents, download_count, average_rating, review_count,
          published_at, search_vector ON documents
        FOR EACH ROW EXECUTE FUNCTION documents_log_search_change()`);
    await queryRunner.query(`
      CREATE FUNCTION homework_questions_log_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (TG_OP <> 'DELETE' AND NEW.is_public) OR (TG_OP <> 'INSERT' AND OLD.is_public) THEN
          INSERT INTO search_changes (corpus, entity_id)
          VALUES ('question', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER homework_questions_search_changes
        AFTER INSERT OR DELETE OR UPDATE OF slug, question, is_public, subject_id, created_at ON homework_questions
        FOR EACH ROW EXECUTE FUNCTION homework_questions_log_search_change()`);

    await queryRunner.query(`
      CREATE TABLE document_filter_counts (
        filter_key text PRIMARY KEY,
        approved_count integer NOT NULL
      )`);
    // The combinations counted, as keys in one canonical form (search/browse/filter-key.ts builds
    // the same): '' for all, then t=<type>, s=<subject>, u=<university>, c=<course>, b=<textbook>
    // joined by ';' in that order. A key with a missing part is NULL and dropped.
    await queryRunner.query(`
      CREATE FUNCTION document_filter_keys(t smallint, s uuid, u uuid, c uuid, b uuid) RETURNS text[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_remove(ARRAY[
          '',
          't=' || t,
          's=' || s,
          'u=' || u,
          't=' || t || ';s=' || s,
          't=' || t || ';u=' || u,
          's=' || s || ';u=' || u,
          't=' || t || ';s=' || s || ';u=' || u,
          'c=' || c,
          't=' || t || ';c=' || c,
          'b=' || b,
          't=' || t || ';b=' || b
        ], NULL)
      $$`);
    // Net delta per key, in key order (two writers lock shared keys in the same order). No CHECK
    // (count >= 0) on the table: PostgreSQL checks the proposed row (key, -1) before it sees the
    // conflict, so a decrement could never be written as an upsert.
    await queryRunner.query(`
      CREATE FUNCTION documents_keep_filter_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_keys text[] := '{}';
        new_keys text[] := '{}';
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status_id = 1 THEN
          old_keys := document_filter_keys(OLD.document_type_id, OLD.subject_id, OLD.university_id, OLD.course_id,
                                           OLD.textbook_id);
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status_id = 1 THEN
          new_keys := document_filter_keys(NEW.document_type_id, NEW.subject_id, NEW.university_id, NEW.course_id,
                                           NEW.textbook_id);
        END IF;
        IF old_keys = new_keys THEN
          RETURN NULL;
        END IF;
        INSERT INTO document_filter_counts AS counts (filter_key, approved_count)
        SELECT key, sum(delta)
          FROM (SELECT unnest(new_keys) AS key, 1 AS delta UNION ALL SELECT unnest(old_keys), -1) AS deltas
         GROUP BY key
        HAVING sum(delta) <> 0
         ORDER BY key
        ON CONFLICT (filter_key) DO UPDATE SET approved_count = counts.approved_count + EXCLUDED.approved_count;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER documents_filter_counts
        AFTER INSERT OR DELETE OR UPDATE OF status_id, document_type_id, subject_id, university_id, course_id,
          textbook_id ON documents
        FOR EACH ROW EXECUTE FUNCTION documents_keep_filter_counts()`);
    // Recounts from scratch: after a bulk load with triggers off, or to repair.
    await queryRunner.query(`
      CREATE FUNCTION document_filter_counts_recount() RETURNS void LANGUAGE sql AS $$
        DELETE FROM document_filter_counts;
        INSERT INTO document_filter_counts (filter_key, approved_count)
        SELECT key, count(*)
          FROM documents d,
               unnest(document_filter_keys(d.document_type_id, d.subject_id, d.university_id, d.course_id,
                                           d.textbook_id)) AS key
         WHERE d.status_id = 1
         GROUP BY key;
      $$`);
    await queryRunner.query(`SELECT document_filter_counts_recount()`);

    await queryRunner.query(
      `CREATE INDEX documents_approved_price_asc_idx ON documents (price_cents, published_at DESC, id) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_price_desc_idx ON documents (price_cents DESC, published_at DESC, id) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX documents_approved_rating_idx ON documents (average_rating DESC, review_count DESC, id) WHERE status_id = 1`,
    );
    await queryRunner.query(
      `CREATE INDEX homework_questions_public_subject_idx ON homework_questions (subject_id, created_at DESC, id) WHERE is_public`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX homework_questions_public_subject_idx`);
    await queryRunner.query(`DROP INDEX documents_approved_rating_idx`);
    await queryRunner.query(`DROP INDEX documents_approved_price_desc_idx`);
    await queryRunner.query(`DROP INDEX documents_approved_price_asc_idx`);
    await queryRunner.query(`DROP TRIGGER documents_filter_counts ON documents`);
    await queryRunner.query(`DROP FUNCTION documents_keep_filter_counts()`);
    await queryRunner.query(`DROP FUNCTION document_filter_counts_recount()`);
    await queryRunner.query(`DROP FUNCTION document_filter_keys(smallint, uuid, uuid, uuid, uuid)`);
    await queryRunner.query(`DROP TABLE document_filter_counts`);
    await queryRunner.query(`DROP TRIGGER homework_questions_search_changes ON homework_questions`);
    await queryRunner.query(`DROP FUNCTION homework_questions_log_search_change()`);
    await queryRunner.query(`DROP TRIGGER documents_search_changes ON documents`);
    await queryRunner.query(`DROP FUNCTION documents_log_search_change()`);
    await queryRunner.query(`DROP TABLE search_changes`);
  }
}
