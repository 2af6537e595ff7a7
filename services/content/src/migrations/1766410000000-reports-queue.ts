import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports queue (ADR 0029): reports of documents from readers, takedown notices and the
 * plagiarism checker, plus the two read copies it decides with: documents as catalog announces
 * them, and who bought each one (for the take-down confirmation).
 */
export class ReportsQueue1766410000000 implements MigrationInterface {
  name = 'ReportsQueue1766410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE report_documents (
        document_id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'deleted')),
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX report_documents_slug_idx ON report_documents (slug)`);

    await queryRunner.query(`
      CREATE TABLE report_document_sales (
        order_id uuid NOT NULL,
        document_id uuid NOT NULL,
        buyer_id uuid NOT NULL,
        order_points integer NOT NULL CHECK (order_points >= 0),
        refunded boolean NOT NULL DEFAULT false,
        PRIMARY KEY (order_id, document_id)
      )`);
    await queryRunner.query(`CREATE INDEX report_document_sales_document_idx ON report_document_sales (document_id)`);

    await queryRunner.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL CHECK (source IN ('user_report', 'copyright_notice', 'plagiarism_flag')),
        document_id uuid NOT NULL,
        document_title text NOT NULL,
        document_slug text NOT NULL,
        seller_id uuid,
        reporter_user_id uuid,
        reporter_name text,
        reporter_email text,
        reason text NOT NULL CHECK (reason IN ('copyright', 'wrong_content', 'spam', 'other')),
        details text NOT NULL DEFAULT '',
        submission_id uuid,
        similarity real,
        matched_documents jsonb NOT NULL DEFAULT '[]'::jsonb,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_review', 'resolved', 'dismissed')),
        assignee_id uuid,
        resolution text CHECK (resolution IN ('taken_down', 'dismissed')),
        refund_buyers boolean NOT NULL DEFAULT false,
        resolution_reason text NOT NULL DEFAULT '',
        reply text NOT NULL DEFAULT '',
        resolved_by uuid,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status IN ('resolved', 'dismissed')) = (resolution IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX reports_status_created_idx ON reports (status, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX reports_document_idx ON reports (document_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX reports_reporter_created_idx ON reports (reporter_user_id, created_at DESC)`);
    // One open report per reader and document; one open plagiarism flag per document; a notice once per document.
    await queryRunner.query(`
      CREATE UNIQUE INDEX reports_open_user_report_once ON reports (document_id, reporter_user_id)
       WHERE source = 'user_report' AND status IN ('open', 'in_review')`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX reports_open_plagiarism_flag_once ON reports (document_id)
       WHERE source = 'plagiarism_flag' AND status IN ('open', 'in_review')`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX reports_notice_once ON reports (submission_id, document_id) WHERE submission_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reports`);
    await queryRunner.query(`DROP TABLE report_document_sales`);
    await queryRunner.query(`DROP TABLE report_documents`);
  }
}
