import type { DataSource, QueryRunner } from 'typeorm';
import { flagTransaction, onFlaggedCommit, signalStatementCommitted } from '../database/commit-signal';

const APPENDED = 'studyhubOutboxAppended';

/** Called by the outbox writer: this transaction holds new outbox rows. */
export function markOutboxAppended(queryRunner: QueryRunner): void {
  flagTransaction(queryRunner, APPENDED);
}

/** Called by the outbox writer: an autocommit statement that wrote outbox rows committed. */
export function markOutboxStatementCommitted(dataSource: DataSource): void {
  signalStatementCommitted(dataSource, APPENDED);
}

/** Tells the relay the moment a transaction or statement of this process that wrote outbox rows commits. */
export function onOutboxCommitted(dataSource: DataSource, listener: () => void): () => void {
  return onFlaggedCommit(dataSource, APPENDED, listener);
}
