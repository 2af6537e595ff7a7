import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plagiarism checker's corpus (ADR 0022): each source (an approved document, a public homework
 * question, a kept submission) with the text the alignment reads, and its winnowed fingerprints,
 * found by hash through a b-tree that also carries the source (index-only candidate counts).
 */
export class Plagiarism1765500000000 implements MigrationInterface {
  name = 'Plagiarism1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE plagiarism_sources (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('document', 'question', 'submission')),
        external_id uuid NOT NULL,
        title text NOT NULL,
        slug text,
        owner_id uuid,
        body text NOT NULL,
        word_count int NOT NULL CHECK (word_count >= 0),
        indexed_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, external_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE plagiarism_fingerprints (
        hash bigint NOT NULL,
        source_id uuid NOT NULL REFERENCES plagiarism_sources (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX plagiarism_fingerprints_hash_idx ON plagiarism_fingerprints (hash) INCLUDE (source_id)`,
    );
    await queryRunner.query(`CREATE INDEX plagiarism_fingerprints_source_idx ON plagiarism_fingerprints (source_id)`);
    // Approved before their text could be read (still processing, or seeded without a file): indexed
    // when document.processed.v1 arrives.
    await queryRunner.query(`
      CREATE TABLE plagiarism_pending_documents (
        document_id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        approved_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Each upload's last similarity check against the approved documents, flagged or not (for support).
    await queryRunner.query(`
      CREATE TABLE plagiarism_upload_checks (
        document_id uuid PRIMARY KEY,
        similarity real NOT NULL,
        flagged boolean NOT NULL,
        checked_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE plagiarism_upload_checks`);
    await queryRunner.query(`DROP TABLE plagiarism_pending_documents`);
    await queryRunner.query(`DROP TABLE plagiarism_fingerprints`);
    await queryRunner.query(`DROP TABLE plagiarism_sources`);
  }
}
