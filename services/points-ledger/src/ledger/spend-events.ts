import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG } from '@studyhub/contracts';
import { OutboxWriter } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import type { Cause } from './balance-events';

/**
 * Announces points spent (an AI tool's captured hold, a document order) in the transaction that
 * took them, so the back office's figures count exactly the spends that committed.
 */
@Injectable()
export class SpendEvents {
  constructor(private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>) {}

  async spent(manager: EntityManager, spend: CatalogEventData<'points.spent.v1'>, cause: Cause): Promise<void> {
    await this.outbox.append(manager, 'points.spent.v1', spend, { context: cause });
  }
}
