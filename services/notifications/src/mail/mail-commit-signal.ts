import type { DataSource, EntityManager } from 'typeorm';
import { flagTransaction, onFlaggedCommit } from '@studyhub/platform';

const MAIL_QUEUED = 'studyhubMailQueued';

/** Called when a transaction queues a message: the dispatcher is told once it commits. */
export function markMailQueued(manager: EntityManager): void {
  if (manager.queryRunner) flagTransaction(manager.queryRunner, MAIL_QUEUED);
}

/** Calls `listener` right after a transaction of this process that queued mail commits. */
export function onMailQueuedCommit(dataSource: DataSource, listener: () => void): () => void {
  return onFlaggedCommit(dataSource, MAIL_QUEUED, listener);
}
