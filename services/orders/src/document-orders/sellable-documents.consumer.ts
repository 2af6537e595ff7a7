import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { SellableDocumentsRepository } from './sellable-documents.repository';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/** Keeps the read copy of sellable documents from catalog's moderation events. */
@Injectable()
export class SellableDocumentsConsumer {
  constructor(private readonly documents: SellableDocumentsRepository) {}

  @HandlesEvent('document.approved.v1')
  async approved(event: Event<'document.approved.v1'>, { manager }: Context): Promise<void> {
    const { documentId, sellerId, title, slug, pointsPrice } = event.data;
    await this.documents.record(manager, {
      documentId,
      sellerId,
      title,
      slug,
      pointsPrice,
      status: 'APPROVED',
      occurredAt: event.occurredAt,
    });
  }

  @HandlesEvent('document.rejected.v1')
  async rejected(event: Event<'document.rejected.v1'>, { manager }: Context): Promise<void> {
    const { documentId, sellerId, title, slug, soft } = event.data;
    await this.documents.record(manager, {
      documentId,
      sellerId,
      title,
      slug,
      pointsPrice: null,
      status: soft ? 'SOFT_REJECT' : 'REJECTED',
      occurredAt: event.occurredAt,
    });
  }

  /** Checkouts from now on pay the new price; orders already paid keep theirs. */
  @HandlesEvent('document.price-changed.v1')
  async priceChanged(event: Event<'document.price-changed.v1'>, { manager }: Context): Promise<void> {
    await this.documents.reprice(manager, event.data.documentId, event.data.newPointsPrice, event.occurredAt);
  }

  /** Buyers keep what they bought (catalog and document-processing see to that); nobody buys it anew. */
  @HandlesEvent('document.deleted.v1')
  async deleted(event: Event<'document.deleted.v1'>, { manager }: Context): Promise<void> {
    const { documentId, sellerId, title, slug } = event.data;
    await this.documents.record(manager, {
      documentId,
      sellerId,
      title,
      slug,
      pointsPrice: null,
      status: 'DELETED',
      occurredAt: event.occurredAt,
    });
  }
}
