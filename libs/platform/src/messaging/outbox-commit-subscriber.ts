import type { DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent } from 'typeorm';

const APPENDED = 'studyhubOutboxAppended';

/** Called by the outbox writer: this transaction holds new outbox rows. */
export function markOutboxAppended(queryRunner: QueryRunner): void {
  queryRunner.data[APPENDED] = true;
}

/**
 * Tells the relay the moment a transaction that wrote outbox rows commits, in this process,
 * without NOTIFY (which serialises every notifying commit of the server on one lock).
 */
export function onOutboxCommitted(dataSource: DataSource, listener: () => void): () => void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit(event: TransactionCommitEvent) {
      if (event.queryRunner.data[APPENDED] !== true) return;
      event.queryRunner.data[APPENDED] = false;
      listener();
    },
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const index = dataSource.subscribers.indexOf(subscriber);
    if (index >= 0) dataSource.subscribers.splice(index, 1);
  };
}
