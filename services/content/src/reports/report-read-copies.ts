import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CatalogEventData, ReportImpact } from '@studyhub/contracts';

export type ReadCopyStatus = 'pending' | 'approved' | 'rejected' | 'deleted';

export interface ReportDocumentRow {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  status: ReadCopyStatus;
}

type DocumentFacts = Pick<CatalogEventData<'document.submitted.v1'>, 'documentId' | 'sellerId' | 'title' | 'slug'>;

const DOCUMENT_COLUMNS = `document_id AS "documentId", seller_id AS "sellerId", title, slug, status`;

/**
 * What the reports queue knows of other services, fed by their events (ADR 0029): each document
 * as catalog last announced it, and which completed orders hold it (for the take-down
 * confirmation). The event handlers call these in their inbox transaction.
 */
@Injectable()
export class ReportReadCopies {
  constructor(private readonly dataSource: DataSource) {}

  documentSubmitted(manager: EntityManager, data: DocumentFacts, occurredAt: string): Promise<void> {
    return this.saveDocument(manager, data, 'pending', occurredAt);
  }

  documentApproved(manager: EntityManager, data: DocumentFacts, occurredAt: string): Promise<void> {
    return this.saveDocument(manager, data, 'approved', occurredAt);
  }

  documentRejected(manager: EntityManager, data: DocumentFacts, occurredAt: string): Promise<void> {
    return this.saveDocument(manager, data, 'rejected', occurredAt);
  }

  documentDeleted(manager: EntityManager, data: DocumentFacts, occurredAt: string): Promise<void> {
    return this.saveDocument(manager, data, 'deleted', occurredAt);
  }

  async orderCompleted(manager: EntityManager, data: CatalogEventData<'order.completed.v1'>): Promise<void> {
    await manager.query(
      `INSERT INTO report_document_sales (order_id, document_id, buyer_id, order_points, line_points)
       SELECT $1::uuid, line.document_id, $2::uuid, $3::int, line.points
         FROM unnest($4::uuid[], $5::int[]) AS line (document_id, points)
       ON CONFLICT (order_id, document_id) DO NOTHING`,
      [
        data.orderId,
        data.userId,
        data.totalPoints,
        data.items.map((item) => item.documentId),
        data.items.map((item) => item.pointsPrice),
      ],
    );
  }

  async orderRefunded(manager: EntityManager, data: CatalogEventData<'order.refunded.v1'>): Promise<void> {
    await manager.query(`UPDATE report_document_sales SET refunded = true WHERE order_id = $1`, [data.orderId]);
  }

  /**
   * Lines refunded on their own (a take-down, ADR 0037): those sales are refunded, the order's
   * others are not. A line refund that overtakes the order's completion is recorded as refunded.
   */
  async orderItemsRefunded(manager: EntityManager, data: CatalogEventData<'order.items-refunded.v1'>): Promise<void> {
    await manager.query(
      `INSERT INTO report_document_sales (order_id, document_id, buyer_id, order_points, line_points, refunded)
       SELECT $1::uuid, line.document_id, $2::uuid, 0, line.points, true
         FROM unnest($3::uuid[], $4::int[]) AS line (document_id, points)
       ON CONFLICT (order_id, document_id) DO UPDATE SET refunded = true`,
      [
        data.orderId,
        data.userId,
        data.items.map((item) => item.documentId),
        data.items.map((item) => item.pointsPrice),
      ],
    );
  }

  async findDocument(
    documentId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReportDocumentRow | undefined> {
    const [row] = await manager.query<ReportDocumentRow[]>(
      `SELECT ${DOCUMENT_COLUMNS} FROM report_documents WHERE document_id = $1`,
      [documentId],
    );
    return row;
  }

  /** The documents named by id or slug (a takedown notice's links), known to content. */
  async findDocuments(
    manager: EntityManager,
    ids: readonly string[],
    slugs: readonly string[],
  ): Promise<ReportDocumentRow[]> {
    if (ids.length === 0 && slugs.length === 0) return [];
    return manager.query<ReportDocumentRow[]>(
      `SELECT ${DOCUMENT_COLUMNS} FROM report_documents
        WHERE document_id = ANY($1::uuid[]) OR slug = ANY($2::text[])
        ORDER BY title, document_id`,
      [ids, slugs],
    );
  }

  /**
   * Completed, not yet refunded sales of the document: what a refund of its buyers returns (the
   * document's line of each order; a sale copied before lines had prices counts its order).
   */
  async impactOf(documentId: string): Promise<ReportImpact> {
    const [row] = await this.dataSource.query<ReportImpact[]>(
      `SELECT count(DISTINCT buyer_id)::int AS buyers, count(*)::int AS orders,
              coalesce(sum(coalesce(line_points, order_points)), 0)::int AS refund_points
         FROM report_document_sales WHERE document_id = $1 AND NOT refunded`,
      [documentId],
    );
    return row ?? { buyers: 0, orders: 0, refund_points: 0 };
  }

  /** Upserts the document; an event older than the copy (a late redelivery) changes nothing. */
  private async saveDocument(
    manager: EntityManager,
    data: DocumentFacts,
    status: ReadCopyStatus,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO report_documents (document_id, seller_id, title, slug, status, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (document_id) DO UPDATE
         SET seller_id = EXCLUDED.seller_id, title = EXCLUDED.title, slug = EXCLUDED.slug,
             status = EXCLUDED.status, changed_at = EXCLUDED.changed_at
       WHERE report_documents.changed_at <= EXCLUDED.changed_at`,
      [data.documentId, data.sellerId, data.title, data.slug, status, occurredAt],
    );
  }
}
