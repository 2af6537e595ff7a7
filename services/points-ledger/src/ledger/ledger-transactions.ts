import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isRetryableConflict } from '../common/database-errors';

const ATTEMPTS = 3;

/**
 * Runs ledger work in one database transaction (read committed: every guarded update sees the
 * latest committed balance). A deadlock victim is run again; it wrote nothing.
 */
@Injectable()
export class LedgerTransactions {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      }
    }
  }
}
