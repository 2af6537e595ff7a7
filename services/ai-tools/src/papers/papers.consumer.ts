import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { PapersService } from './papers.service';

/** Runs in the inbox transaction, so a replayed event deletes nothing twice. */
@Injectable()
export class PapersConsumer {
  constructor(private readonly papers: PapersService) {}

  @HandlesEvent('user.deleted.v1')
  async userDeleted(
    event: EventEnvelope<'user.deleted.v1', CatalogEventData<'user.deleted.v1'>>,
    { manager, logger }: EventHandlerContext<typeof EVENT_CATALOG>,
  ): Promise<void> {
    const deleted = await this.papers.forgetUser(manager, event.data.userId);
    logger.info({ deleted }, 'papers of a deleted account removed');
  }
}
