import type { DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent } from 'typeorm';

/** Marks the transaction running on `queryRunner`: listeners of `flag` hear when it commits. */
export function flagTransaction(queryRunner: QueryRunner, flag: string): void {
  queryRunner.data[flag] = true;
}

/**
 * Calls `listener` right after a transaction of this process flagged with `flag` commits (never
 * after a rollback), so work it queued (outbox rows, e-mails) starts within milliseconds instead
 * of at the next poll, without NOTIFY (which serialises every notifying commit of the server on
 * one lock). Returns the unsubscribe.
 */
export function onFlaggedCommit(dataSource: DataSource, flag: string, listener: () => void): () => void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit(event: TransactionCommitEvent) {
      if (event.queryRunner.data[flag] !== true) return;
      event.queryRunner.data[flag] = false;
      listener();
    },
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const index = dataSource.subscribers.indexOf(subscriber);
    if (index >= 0) dataSource.subscribers.splice(index, 1);
  };
}
