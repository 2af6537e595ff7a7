import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads and what the pipeline derives from them, plus the read copies that say who may upload
 * and read a document (its seller from catalog's events, its buyers from orders').
 *
 * Every upload is a new revision of its document; storage keys carry the revision, so a retried
 * step overwrites exactly its own output and never another revision's.
 */
export class Uploads1764100000000 implements MigrationInterface {
  name = 'Uploads1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE document_owners (
        document_id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        status text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX document_owners_seller ON document_owners (seller_id)`);
    await queryRunner.query(`
      CREATE TABLE document_holders (
        document_id uuid NOT NULL,
        user_id uuid NOT NULL,
        order_id uuid NOT NULL,
        granted_at timestamptz NOT NULL,
        PRIMARY KEY (document_id, user_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE uploads (
        document_id uuid NOT NULL,
        revision integer NOT NULL CHECK (revision > 0),
        uploader_id uuid NOT NULL,
        file_name text NOT NULL,
        file_type text NOT NULL CHECK (file_type IN ('pdf', 'docx', 'pptx')),
        size_bytes bigint NOT NULL CHECK (size_bytes > 0),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        original_key text NOT NULL,
        stage text NOT NULL,
        progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        error text,
        attempts integer NOT NULL DEFAULT 0,
        page_count integer,
        preview_page_count integer,
        converted_key text,
        converted_size bigint,
        preview_key text,
        preview_size bigint,
        cover_webp_key text,
        cover_jpeg_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        PRIMARY KEY (document_id, revision)
      )`);
    // The reconciler's scan: unfinished uploads only.
    await queryRunner.query(
      `CREATE INDEX uploads_unfinished ON uploads (updated_at) WHERE stage NOT IN ('READY', 'FAILED')`,
    );
    await queryRunner.query(`
      CREATE TABLE document_pages (
        document_id uuid NOT NULL,
        revision integer NOT NULL,
        page_number integer NOT NULL CHECK (page_number > 0),
        text text NOT NULL,
        PRIMARY KEY (document_id, revision, page_number)
      )`);
    await queryRunner.query(`
      CREATE TABLE document_chunks (
        document_id uuid NOT NULL,
        revision integer NOT NULL,
        chunk_index integer NOT NULL,
        page_from integer NOT NULL,
        page_to integer NOT NULL,
        text text NOT NULL,
        PRIMARY KEY (document_id, revision, chunk_index)
      )`);
    // One row per revision: the winnowed k-gram hashes and where each starts. A plagiarism check
    // finds the documents sharing any hash through the GIN index, then compares positions.
    await queryRunner.query(`
      CREATE TABLE document_fingerprints (
        document_id uuid NOT NULL,
        revision integer NOT NULL,
        hashes bigint[] NOT NULL,
        positions integer[] NOT NULL,
        CHECK (cardinality(hashes) = cardinality(positions)),
        PRIMARY KEY (document_id, revision)
      )`);
    await queryRunner.query(`CREATE INDEX document_fingerprints_hashes ON document_fingerprints USING gin (hashes)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'document_fingerprints',
      'document_chunks',
      'document_pages',
      'uploads',
      'document_holders',
      'document_owners',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
