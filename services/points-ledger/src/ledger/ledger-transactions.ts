import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableConflict } from '../common/database-errors';

const ATTEMPTS = 3;

/**
 * Runs ledger work in one database transaction (read committed: every guarded update sees the
 * latest committed balance), or as one autocommit statement. A deadlock victim is run again; it
 * wrote nothing.
 */
@Injectable()
export class LedgerTransactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.retried(() => this.dataSource.transaction(work));
  }

  /**
   * Runs one autocommit statement, its own transaction, in a single round trip: for work that a
   * database function does whole, where BEGIN and COMMIT would only hold its row locks longer.
   */
  statement<T>(work: (dataSource: DataSource) => Promise<T>): Promise<T> {
    return this.retried(() => work(this.dataSource));
  }

  /** Reads outside any transaction, e.g. an outcome that has already committed. */
  reader(): EntityManager {
    return this.dataSource.manager;
  }

  private async retried<T>(attempt: () => Promise<T>): Promise<T> {
    for (let count = 1; ; count += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (count >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      }
    }
  }
}
