import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';

type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/** What scholarships keep about a person: their saves and the reminders sent to them. */
@Injectable()
export class ScholarshipAccountsConsumer {
  /** Forget the person; runs in the inbox transaction, so a replay finds nothing left to delete. */
  @HandlesEvent('user.deleted.v1')
  async deleted(
    event: EventEnvelope<'user.deleted.v1', CatalogEventData<'user.deleted.v1'>>,
    { manager }: Context,
  ): Promise<void> {
    await manager.query('DELETE FROM scholarship_deadline_reminders WHERE user_id = $1', [event.data.userId]);
    await manager.query('DELETE FROM saved_scholarships WHERE user_id = $1', [event.data.userId]);
  }
}
