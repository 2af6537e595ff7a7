import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

interface OwnerFacts {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
}

/**
 * Who may upload and read a document, kept from catalog's and orders' events. Events can arrive out
 * of order; a fact older than the copy never overwrites it.
 */
@Injectable()
export class OwnershipConsumer {
  @HandlesEvent('document.submitted.v1')
  async submitted(event: Event<'document.submitted.v1'>, { manager }: Context): Promise<void> {
    await recordStatus(manager, event.data, 'PENDING', event.occurredAt);
  }

  @HandlesEvent('document.approved.v1')
  async approved(event: Event<'document.approved.v1'>, { manager }: Context): Promise<void> {
    await recordStatus(manager, event.data, 'APPROVED', event.occurredAt);
  }

  @HandlesEvent('document.rejected.v1')
  async rejected(event: Event<'document.rejected.v1'>, { manager }: Context): Promise<void> {
    await recordStatus(manager, event.data, event.data.soft ? 'SOFT_REJECT' : 'REJECTED', event.occurredAt);
  }

  @HandlesEvent('document.deleted.v1')
  async deleted(event: Event<'document.deleted.v1'>, { manager }: Context): Promise<void> {
    await recordStatus(manager, event.data, 'DELETED', event.occurredAt);
  }

  @HandlesEvent('order.completed.v1')
  async orderCompleted(event: Event<'order.completed.v1'>, { manager }: Context): Promise<void> {
    const { orderId, userId, items, completedAt } = event.data;
    const refunded = await manager.query<unknown[]>(`SELECT 1 FROM refunded_orders WHERE order_id = $1`, [orderId]);
    if (refunded.length > 0) return;
    // Lines refunded on their own (a take-down) before this event arrived are not granted.
    const refundedLines = await manager.query<{ document_id: string }[]>(
      `SELECT document_id FROM refunded_order_items WHERE order_id = $1`,
      [orderId],
    );
    const notGranted = new Set(refundedLines.map((row) => row.document_id));
    for (const item of items) {
      if (notGranted.has(item.documentId)) continue;
      await manager.query(
        `INSERT INTO document_holders (document_id, user_id, order_id, granted_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (document_id, user_id) DO NOTHING`,
        [item.documentId, userId, orderId, completedAt],
      );
    }
  }

  /** A refunded buyer no longer gets links to the full file. */
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

  /** A line refunded on its own (a take-down, ADR 0037): that buyer no longer gets links to that file. */
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
}

async function recordStatus(manager: EntityManager, facts: OwnerFacts, status: string, occurredAt: string) {
  await manager.query(
    `INSERT INTO document_owners (document_id, seller_id, title, slug, status, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (document_id) DO UPDATE
       SET title = EXCLUDED.title, slug = EXCLUDED.slug, status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
     WHERE document_owners.updated_at <= EXCLUDED.updated_at`,
    [facts.documentId, facts.sellerId, facts.title, facts.slug, status, occurredAt],
  );
}

/** The buyer no longer holds these documents of that order. */
async function withdrawAccess(manager: EntityManager, userId: string, orderId: string, documentIds: string[]) {
  await manager.query(
    `DELETE FROM document_holders WHERE user_id = $1 AND order_id = $2 AND document_id = ANY($3::uuid[])`,
    [userId, orderId, documentIds],
  );
}
