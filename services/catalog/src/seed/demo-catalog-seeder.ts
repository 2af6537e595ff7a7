import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import {
  OutboxWriter,
  SERVICE_CONFIG,
  createObjectStorage,
  type ObjectStorage,
  type ServiceEnv,
} from '@studyhub/platform';
import { seedDemoDocuments, type DemoSeller } from './demo-documents';

export type { DemoSeller } from './demo-documents';

interface SeededDocument {
  id: string;
  slug: string;
  title: string;
  points_price: number;
  status: string;
}

/** The demo documents, written to the service's configured storage and announced like real ones. */
@Injectable()
export class DemoCatalogSeeder {
  private readonly storage: ObjectStorage;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceEnv,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
  ) {
    this.storage = createObjectStorage(config);
  }

  async seedDocuments(manager: EntityManager, seller: DemoSeller): Promise<number> {
    const added = await seedDemoDocuments(manager, seller, this.storage);
    if (added > 0) await this.announce(manager, seller.userId);
    return added;
  }

  /**
   * Other services learn the demo documents from the same events as uploaded ones (document
   * processing needs their seller to hand out signed URLs). Replays are harmless: read copies upsert.
   */
  private async announce(manager: EntityManager, sellerId: string): Promise<void> {
    const documents = await manager.query<SeededDocument[]>(
      `SELECT d.id, d.slug, d.title, d.points_price, s.name AS status
         FROM documents d JOIN document_statuses s ON s.id = d.status_id
        WHERE d.user_id = $1 ORDER BY d.created_at, d.id`,
      [sellerId],
    );
    const submittedAt = new Date(Date.now() - 1000);
    for (const document of documents) {
      const facts = { documentId: document.id, sellerId, title: document.title, slug: document.slug };
      await this.outbox.append(
        manager,
        'document.submitted.v1',
        { ...facts, pointsPrice: document.points_price },
        { occurredAt: submittedAt },
      );
      const decision = { ...facts, reason: '', moderatorId: null };
      if (document.status === 'APPROVED') {
        await this.outbox.append(manager, 'document.approved.v1', { ...decision, pointsPrice: document.points_price });
      } else if (document.status === 'REJECTED' || document.status === 'SOFT_REJECT') {
        await this.outbox.append(manager, 'document.rejected.v1', {
          ...decision,
          soft: document.status === 'SOFT_REJECT',
        });
      } else if (document.status === 'DELETED') {
        await this.outbox.append(manager, 'document.deleted.v1', decision);
      }
    }
  }
}
