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
  const listeners = listenersOf(dataSource, flag);
  listeners.add(listener);
  return () => {
    const index = dataSource.subscribers.indexOf(subscriber);
    if (index >= 0) dataSource.subscribers.splice(index, 1);
    listeners.delete(listener);
  };
}

const statementListeners = new WeakMap<DataSource, Map<string, Set<() => void>>>();

function listenersOf(dataSource: DataSource, flag: string): Set<() => void> {
  let byFlag = statementListeners.get(dataSource);
  if (!byFlag) statementListeners.set(dataSource, (byFlag = new Map<string, Set<() => void>>()));
  let listeners = byFlag.get(flag);
  if (!listeners) byFlag.set(flag, (listeners = new Set<() => void>()));
  return listeners;
}

/**
 * Tells the listeners of `flag` that a single autocommit statement (its own transaction, outside
 * TypeORM's transaction events) committed work of that kind.
 */
export function signalStatementCommitted(dataSource: DataSource, flag: string): void {
  for (const listener of statementListeners.get(dataSource)?.get(flag) ?? []) listener();
}
