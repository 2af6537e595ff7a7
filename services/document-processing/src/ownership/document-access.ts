import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG, isActiveAdmin, type Principal } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import type { DocumentProcessingEnv } from '../document-processing.config';
import { UploadErrors } from '../uploads/upload.errors';

export interface OwnedDocument {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  status: string;
}

/** Who asks to read a document; `isAdmin` only for an active admin. */
export interface DocumentReader {
  userId: string;
  isAdmin: boolean;
}

/** A seller may send a file while the document waits for review or after a soft rejection. */
const UPLOADABLE_STATUSES = new Set(['PENDING', 'SOFT_REJECT']);
const OWNERSHIP_POLL_MS = 100;

/** Who may do what with a document's files, from the read copies. */
@Injectable()
export class DocumentAccess {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: DocumentProcessingEnv,
  ) {}

  async find(documentId: string): Promise<OwnedDocument | undefined> {
    const [row] = await this.dataSource.query<
      { document_id: string; seller_id: string; title: string; slug: string; status: string }[]
    >(`SELECT document_id, seller_id, title, slug, status FROM document_owners WHERE document_id = $1`, [documentId]);
    return row
      ? { documentId: row.document_id, sellerId: row.seller_id, title: row.title, slug: row.slug, status: row.status }
      : undefined;
  }

  /**
   * The seller's own document, ready for a file. The catalog's event may still be on its way when
   * the upload page sends the file right after creating the document, so a missing copy is
   * waited for briefly before the answer is 404.
   */
  async uploadableBy(principal: Principal, documentId: string): Promise<OwnedDocument> {
    const deadline = Date.now() + this.config.UPLOAD_OWNERSHIP_WAIT_MS;
    let document = await this.find(documentId);
    while (!document && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, OWNERSHIP_POLL_MS));
      document = await this.find(documentId);
    }
    if (!document || document.sellerId !== principal.userId) throw UploadErrors.DOCUMENT_NOT_FOUND();
    if (!UPLOADABLE_STATUSES.has(document.status)) {
      throw UploadErrors.NOT_UPLOADABLE(
        document.status === 'APPROVED'
          ? { message: 'This document is approved; its file can no longer be replaced.' }
          : {},
      );
    }
    return document;
  }

  /** Originals and converted files: the seller, the buyers and admins. Others learn nothing. */
  async readableBy(principal: Principal, documentId: string): Promise<OwnedDocument> {
    const document = await this.find(documentId);
    if (!document) throw UploadErrors.DOCUMENT_NOT_FOUND();
    if (await this.mayRead({ userId: principal.userId, isAdmin: isActiveAdmin(principal) }, document)) return document;
    throw UploadErrors.NOT_ALLOWED_TO_READ();
  }

  /** The rule of the full file, for any reader: its seller, a buyer or an active admin. */
  async mayRead(reader: DocumentReader, document: OwnedDocument): Promise<boolean> {
    if (reader.isAdmin || document.sellerId === reader.userId) return true;
    // A buyer keeps what they bought, even after the seller takes the listing down.
    return this.holds(reader.userId, document.documentId);
  }

  private async holds(userId: string, documentId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM document_holders WHERE document_id = $1 AND user_id = $2`,
      [documentId, userId],
    );
    return rows.length > 0;
  }
}
