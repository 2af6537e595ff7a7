import type { DataSource, EntityManager, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';

const MAIL_QUEUED = 'studyhubMailQueued';

/** Called when a transaction queues a message: the dispatcher is told once it commits. */
export function markMailQueued(manager: EntityManager): void {
  if (manager.queryRunner) manager.queryRunner.data[MAIL_QUEUED] = true;
}

/**
 * Calls `listener` right after a transaction of this process that queued mail commits, so a
 * message leaves within milliseconds rather than at the next poll. Returns the unsubscribe.
 */
export function onMailQueuedCommit(dataSource: DataSource, listener: () => void): () => void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit(event: TransactionCommitEvent) {
      if (event.queryRunner.data[MAIL_QUEUED] !== true) return;
      event.queryRunner.data[MAIL_QUEUED] = false;
      listener();
    },
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const index = dataSource.subscribers.indexOf(subscriber);
    if (index >= 0) dataSource.subscribers.splice(index, 1);
  };
}
