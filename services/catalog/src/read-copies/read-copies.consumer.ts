import { Inject, Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, SERVICE_CONFIG, type EventHandlerContext } from '@studyhub/platform';
import type { CatalogEnv } from '../catalog.config';
import { DemoCatalogSeeder } from '../seed/demo-catalog-seeder';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * Data other services own, kept here as read copies (docs/adr/0012). Each handler runs in its inbox
 * transaction and is safe to replay.
 */
@Injectable()
export class ReadCopiesConsumer {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: CatalogEnv,
    private readonly demoCatalog: DemoCatalogSeeder,
  ) {}

  @HandlesEvent('user.registered.v1')
  async registered(event: Event<'user.registered.v1'>, { manager, logger }: Context): Promise<void> {
    await manager.query(
      `INSERT INTO user_profiles (user_id, full_name, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING`,
      [event.data.userId, event.data.fullName, event.occurredAt],
    );
    if (
      this.config.NODE_ENV !== 'production' &&
      event.data.method === 'seed' &&
      event.data.email.toLowerCase() === this.config.DEMO_SELLER_EMAIL.toLowerCase()
    ) {
      const added = await this.demoCatalog.seedDocuments(manager, {
        userId: event.data.userId,
        fullName: event.data.fullName,
      });
      logger.info({ added }, 'demo documents seeded for the demo seller');
    }
  }

  /** Newer facts win: an older event arriving late never overwrites a newer name. */
  @HandlesEvent('user.profile-updated.v1')
  async profileUpdated(event: Event<'user.profile-updated.v1'>, { manager }: Context): Promise<void> {
    await manager.query(
      `INSERT INTO user_profiles (user_id, full_name, avatar_url, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET full_name = EXCLUDED.full_name, avatar_url = EXCLUDED.avatar_url,
         updated_at = EXCLUDED.updated_at
       WHERE user_profiles.updated_at <= EXCLUDED.updated_at AND NOT user_profiles.deleted`,
      [event.data.userId, event.data.fullName, event.data.avatarUrl, event.occurredAt],
    );
  }

  /** Forget the person: name and avatar, bookmarks and reading history. Their reviews stay, unattributed. */
  @HandlesEvent('user.deleted.v1')
  async deleted(event: Event<'user.deleted.v1'>, { manager }: Context): Promise<void> {
    const userId = event.data.userId;
    await manager.query(
      `INSERT INTO user_profiles (user_id, full_name, avatar_url, deleted, updated_at) VALUES ($1, '', NULL, true, now())
       ON CONFLICT (user_id) DO UPDATE SET full_name = '', avatar_url = NULL, deleted = true, updated_at = now()`,
      [userId],
    );
    await manager.query(`DELETE FROM document_bookmarks WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM document_last_views WHERE user_id = $1`, [userId]);
    await manager.query(`UPDATE document_views SET user_id = NULL, device_info = '{}' WHERE user_id = $1`, [userId]);
  }

  @HandlesEvent('document.processed.v1')
  async processed(event: Event<'document.processed.v1'>, { manager }: Context): Promise<void> {
    const data = event.data;
    await manager.query(
      `UPDATE documents SET page_count = $2, preview_page_count = $3, preview_file_path = $4, preview_file_size = $5,
              preview_file_name = CASE WHEN $4::text IS NULL THEN NULL ELSE 'preview.pdf' END,
              preview_file_type = CASE WHEN $4::text IS NULL THEN NULL ELSE 'application/pdf' END,
              card_image_path = $6, card_image_name = CASE WHEN $6::text IS NULL THEN NULL ELSE 'cover.webp' END,
              original_file_name = $7, original_file_path = $8, original_file_size = $9, original_file_type = $10,
              converted_file_path = $11, converted_file_size = $12,
              converted_file_name = CASE WHEN $11::text IS NULL THEN NULL ELSE 'converted.pdf' END,
              converted_file_type = CASE WHEN $11::text IS NULL THEN NULL ELSE 'application/pdf' END,
              processing_error = NULL, updated_at = now()
        WHERE id = $1`,
      [
        data.documentId,
        data.pageCount,
        data.previewPageCount,
        data.previewFilePath,
        data.previewFileSize,
        data.cardImagePath,
        data.originalFileName,
        data.originalFilePath,
        data.originalFileSize,
        data.originalFileType,
        data.convertedFilePath,
        data.convertedFileSize,
      ],
    );
  }

  /** The buyer now holds each document; each new holding counts one download. */
  @HandlesEvent('order.completed.v1')
  async orderCompleted(event: Event<'order.completed.v1'>, { manager }: Context): Promise<void> {
    if (await isRefunded(manager, event.data.orderId)) return;
    const refundedLines = await refundedDocumentsOf(manager, event.data.orderId);
    for (const item of event.data.items) {
      if (refundedLines.has(item.documentId)) continue;
      const granted = await manager.query<unknown[]>(
        `INSERT INTO user_documents (user_id, document_id, order_id, acquired_at)
         SELECT $1, id, $3, $4 FROM documents WHERE id = $2
         ON CONFLICT (user_id, document_id) DO NOTHING RETURNING 1`,
        [event.data.userId, item.documentId, event.data.orderId, event.data.completedAt],
      );
      if (granted.length > 0) {
        await manager.query(`UPDATE documents SET download_count = download_count + 1 WHERE id = $1`, [
          item.documentId,
        ]);
      }
    }
  }

  /** A refunded order's documents leave the buyer's library (the download count keeps the person). */
  @HandlesEvent('order.refunded.v1')
  async orderRefunded(event: Event<'order.refunded.v1'>, { manager }: Context): Promise<void> {
    const { orderId, userId, items, refundedAt } = event.data;
    await manager.query(`INSERT INTO refunded_orders (order_id, refunded_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      orderId,
      refundedAt,
    ]);
    await withdrawAccess(
      manager,
      userId,
      orderId,
      items.map((item) => item.documentId),
    );
  }

  /**
   * Lines refunded on their own (a take-down, ADR 0037): those documents leave the buyer's library,
   * the order's others stay. The download count keeps the person.
   */
  @HandlesEvent('order.items-refunded.v1')
  async orderItemsRefunded(event: Event<'order.items-refunded.v1'>, { manager }: Context): Promise<void> {
    const { orderId, userId, items, refundedAt } = event.data;
    const documentIds = items.map((item) => item.documentId);
    await manager.query(
      `INSERT INTO refunded_order_items (order_id, document_id, refunded_at)
       SELECT $1, document_id, $3 FROM unnest($2::uuid[]) AS document_id
       ON CONFLICT DO NOTHING`,
      [orderId, documentIds, refundedAt],
    );
    await withdrawAccess(manager, userId, orderId, documentIds);
  }

  /** The seller sees why the file was refused on My Uploads until a new file is processed. */
  @HandlesEvent('document.processing-failed.v1')
  async processingFailed(event: Event<'document.processing-failed.v1'>, { manager }: Context): Promise<void> {
    await manager.query(`UPDATE documents SET processing_error = $2, updated_at = now() WHERE id = $1`, [
      event.data.documentId,
      event.data.reason,
    ]);
  }

  /**
   * Every download is logged. download_count counts people, not clicks: a buyer was counted when
   * they bought, the seller never is, anyone else on their first download.
   */
  @HandlesEvent('document.downloaded.v1')
  async downloaded(event: Event<'document.downloaded.v1'>, { manager }: Context): Promise<void> {
    const { documentId, userId } = event.data;
    const [counted] = await manager.query<{ counted: boolean }[]>(
      `SELECT d.user_id = $2
              OR EXISTS (SELECT 1 FROM user_documents u WHERE u.document_id = d.id AND u.user_id = $2)
              OR EXISTS (SELECT 1 FROM document_downloads l WHERE l.document_id = d.id AND l.user_id = $2) AS counted
         FROM documents d WHERE d.id = $1`,
      [documentId, userId],
    );
    if (!counted) return;
    await manager.query(`INSERT INTO document_downloads (document_id, user_id, downloaded_at) VALUES ($1, $2, $3)`, [
      documentId,
      userId,
      event.occurredAt,
    ]);
    if (!counted.counted) {
      await manager.query(`UPDATE documents SET download_count = download_count + 1 WHERE id = $1`, [documentId]);
    }
  }
}

async function isRefunded(manager: Context['manager'], orderId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`SELECT 1 FROM refunded_orders WHERE order_id = $1`, [orderId]);
  return rows.length > 0;
}

/** The order's lines refunded on their own: a late order.completed.v1 does not grant them. */
async function refundedDocumentsOf(manager: Context['manager'], orderId: string): Promise<Set<string>> {
  const rows = await manager.query<{ document_id: string }[]>(
    `SELECT document_id FROM refunded_order_items WHERE order_id = $1`,
    [orderId],
  );
  return new Set(rows.map((row) => row.document_id));
}

/** The buyer no longer holds these documents of that order. */
async function withdrawAccess(manager: Context['manager'], userId: string, orderId: string, documentIds: string[]) {
  await manager.query(
    `DELETE FROM user_documents WHERE user_id = $1 AND order_id = $2 AND document_id = ANY($3::uuid[])`,
    [userId, orderId, documentIds],
  );
}
