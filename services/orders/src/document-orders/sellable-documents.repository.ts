import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type DocumentStatus = 'APPROVED' | 'REJECTED' | 'SOFT_REJECT' | 'DELETED';

export interface SellableDocumentRow {
  document_id: string;
  seller_id: string;
  title: string;
  slug: string;
  points_price: number | null;
  status: DocumentStatus;
}

export interface DocumentFact {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  /** Only approvals carry the price; other decisions keep the last one known. */
  pointsPrice: number | null;
  status: DocumentStatus;
  occurredAt: string;
}

/** The read copy of catalog's documents: what is for sale, by whom, at what price. */
@Injectable()
export class SellableDocumentsRepository {
  /**
   * Events may arrive out of order: a fact older than the copy never overwrites it, so a late
   * approval cannot put a deleted document back on sale.
   */
  async record(manager: EntityManager, fact: DocumentFact): Promise<void> {
    await manager.query(
      `INSERT INTO sellable_documents (document_id, seller_id, title, slug, points_price, status, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (document_id) DO UPDATE
         SET seller_id = EXCLUDED.seller_id, title = EXCLUDED.title, slug = EXCLUDED.slug,
             points_price = COALESCE(EXCLUDED.points_price, sellable_documents.points_price),
             status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
       WHERE sellable_documents.updated_at <= EXCLUDED.updated_at`,
      [fact.documentId, fact.sellerId, fact.title, fact.slug, fact.pointsPrice, fact.status, fact.occurredAt],
    );
  }

  /**
   * A new price for a document already copied; its status stays. An older price change than the
   * copy (out of order) changes nothing, and a document not yet approved gets its price at approval.
   */
  async reprice(manager: EntityManager, documentId: string, pointsPrice: number, occurredAt: string): Promise<void> {
    await manager.query(
      `UPDATE sellable_documents SET points_price = $2, updated_at = $3
        WHERE document_id = $1 AND updated_at <= $3`,
      [documentId, pointsPrice, occurredAt],
    );
  }

  /** The documents of a checkout, share-locked so a take-down waits until the order is reserved. */
  async forCheckout(manager: EntityManager, documentIds: readonly string[]): Promise<SellableDocumentRow[]> {
    return manager.query<SellableDocumentRow[]>(
      `SELECT document_id, seller_id, title, slug, points_price, status FROM sellable_documents
        WHERE document_id = ANY($1::uuid[]) FOR SHARE`,
      [documentIds],
    );
  }
}
