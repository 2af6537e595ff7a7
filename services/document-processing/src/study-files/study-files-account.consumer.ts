import { Inject, Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, OBJECT_STORAGE, type EventHandlerContext, type ObjectStorage } from '@studyhub/platform';
import { deleteAllStudyFileCopiesOf } from './study-file-copies';

type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * A deleted account takes its study files with it: every stored copy under the student's prefix
 * (orphans included), then the rows, their pages and chunks. A redelivery finds less to do.
 */
@Injectable()
export class StudyFilesAccountConsumer {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @HandlesEvent('user.deleted.v1')
  async userDeleted(
    event: EventEnvelope<'user.deleted.v1', CatalogEventData<'user.deleted.v1'>>,
    { manager }: Context,
  ): Promise<void> {
    const { userId } = event.data;
    await deleteAllStudyFileCopiesOf(this.storage, userId);
    await manager.query(`DELETE FROM study_files WHERE owner_id = $1`, [userId]);
  }
}
