import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Study files: a student's own PDF, DOCX or PPTX for document chat and the plagiarism check (ADR
 * 0019). Private to their owner, processed by the document worker into page texts and page-numbered
 * chunks only (no preview, cover or fingerprints), and kept apart from the catalog's tables so no
 * corpus query over documents can ever reach them.
 */
export class StudyFiles1764300000000 implements MigrationInterface {
  name = 'StudyFiles1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE study_files (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        file_name text NOT NULL,
        file_type text NOT NULL CHECK (file_type IN ('pdf', 'docx', 'pptx')),
        size_bytes bigint NOT NULL CHECK (size_bytes > 0),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        status text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'READY', 'FAILED')),
        reason text,
        attempts integer NOT NULL DEFAULT 0,
        page_count integer CHECK (page_count > 0),
        original_key text NOT NULL,
        converted_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CHECK ((status = 'FAILED') = (reason IS NOT NULL))
      )`);
    // A student's list, newest first, and the per-student count.
    await queryRunner.query(`CREATE INDEX study_files_owner ON study_files (owner_id, created_at DESC)`);
    // The reconciler's scan: unfinished files only.
    await queryRunner.query(
      `CREATE INDEX study_files_processing ON study_files (updated_at) WHERE status = 'PROCESSING'`,
    );
    await queryRunner.query(`
      CREATE TABLE study_file_pages (
        file_id uuid NOT NULL REFERENCES study_files (id) ON DELETE CASCADE,
        page_number integer NOT NULL CHECK (page_number > 0),
        text text NOT NULL,
        PRIMARY KEY (file_id, page_number)
      )`);
    await queryRunner.query(`
      CREATE TABLE study_file_chunks (
        file_id uuid NOT NULL REFERENCES study_files (id) ON DELETE CASCADE,
        chunk_index integer NOT NULL,
        page_from integer NOT NULL,
        page_to integer NOT NULL,
        text text NOT NULL,
        PRIMARY KEY (file_id, chunk_index)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['study_file_chunks', 'study_file_pages', 'study_files']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
