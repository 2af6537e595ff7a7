import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plagiarism checker's flag on an upload that copies approved documents (ai-tools'
 * document.similarity-flagged.v1): the latest figures per document, shown in the moderation queue.
 */
export class DocumentSimilarityFlags1764400000000 implements MigrationInterface {
  name = 'DocumentSimilarityFlags1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE document_similarity_flags (
        document_id uuid PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
        similarity real NOT NULL CHECK (similarity >= 0 AND similarity <= 100),
        matched_documents jsonb NOT NULL,
        flagged_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE document_similarity_flags`);
  }
}
