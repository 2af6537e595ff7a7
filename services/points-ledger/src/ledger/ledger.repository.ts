import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LedgerTransactionType, Purpose } from './ledger-vocabulary';
import { accountIdOfRef, balancedEntries, type AccountRef, type Posting } from './postings';

export interface TransactionHeader {
  id: string;
  type: LedgerTransactionType;
  purpose: Purpose;
  userId: string;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, unknown>;
}

export interface StoredTransaction extends TransactionHeader {
  createdAt: Date;
}

export interface StoredEntry {
  accountId: string;
  kind: string;
  ownerId: string | null;
  amount: number;
  balanceAfter: number | null;
}

interface TransactionRow {
  id: string;
  type: LedgerTransactionType;
  purpose: Purpose;
  user_id: string;
  idempotency_key: string;
  description: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

interface EntryRow {
  transaction_id: string;
  account_id: string;
  kind: string;
  owner_id: string | null;
  amount: string;
  balance_after: string | null;
}

const TRANSACTION_COLUMNS = 'id, type, purpose, user_id, idempotency_key, description, metadata, created_at';

/** Ledger transactions and their entries: written once, never changed. */
@Injectable()
export class LedgerRepository {
  /**
   * Inserts the transaction unless one with its user, purpose and key exists. False means the
   * request was made before (or its key belongs to another order): the caller answers that one.
   * A concurrent first request holding the key makes this wait for its commit or rollback.
   */
  async claim(manager: EntityManager, header: TransactionHeader): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key, description, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        header.id,
        header.type,
        header.purpose,
        header.userId,
        header.idempotencyKey,
        header.description,
        JSON.stringify(header.metadata),
      ],
    );
    return inserted.length === 1;
  }

  /**
   * Writes the transaction's entries, opening the owners' accounts on their first movement in the
   * same statement.
   */
  async record(manager: EntityManager, transactionId: string, postings: readonly Posting[]): Promise<void> {
    const entries = balancedEntries(postings);
    if (entries.length === 0) return;
    const owned = entries.filter((entry) => entry.account.ownerId !== undefined);
    await manager.query(
      `WITH opened AS (
         INSERT INTO accounts (id, kind, owner_id)
         SELECT * FROM unnest($2::uuid[], $3::text[], $4::uuid[])
         ON CONFLICT DO NOTHING
       )
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
       SELECT $1, entry.account_id, entry.amount, entry.balance_after
         FROM unnest($5::uuid[], $6::bigint[], $7::bigint[]) AS entry(account_id, amount, balance_after)`,
      [
        transactionId,
        owned.map((entry) => entry.accountId),
        owned.map((entry) => entry.account.kind),
        owned.map((entry) => entry.account.ownerId ?? null),
        entries.map((entry) => entry.accountId),
        entries.map((entry) => entry.amount),
        entries.map((entry) => entry.balanceAfter ?? null),
      ],
    );
  }

  async findByKey(
    manager: EntityManager,
    userId: string,
    purpose: Purpose,
    idempotencyKey: string,
  ): Promise<StoredTransaction | undefined> {
    const [row] = await manager.query<TransactionRow[]>(
      `SELECT ${TRANSACTION_COLUMNS} FROM ledger_transactions
        WHERE user_id = $1 AND purpose = $2 AND idempotency_key = $3`,
      [userId, purpose, idempotencyKey],
    );
    return row ? transactionOf(row) : undefined;
  }

  async findById(manager: EntityManager, id: string): Promise<StoredTransaction | undefined> {
    const [row] = await manager.query<TransactionRow[]>(
      `SELECT ${TRANSACTION_COLUMNS} FROM ledger_transactions WHERE id = $1`,
      [id],
    );
    return row ? transactionOf(row) : undefined;
  }

  /** The purchase of an order, whoever bought it. */
  async findPurchase(manager: EntityManager, orderId: string): Promise<StoredTransaction | undefined> {
    const [row] = await manager.query<TransactionRow[]>(
      `SELECT ${TRANSACTION_COLUMNS} FROM ledger_transactions WHERE purpose = 'purchase' AND idempotency_key = $1`,
      [orderId],
    );
    return row ? transactionOf(row) : undefined;
  }

  /**
   * Locks the purchase's row until the caller's transaction ends: the refunds of one order (whole
   * or per line) take turns on it. The row is never changed (the ledger is append-only).
   */
  async lockPurchase(manager: EntityManager, purchaseId: string): Promise<void> {
    await manager.query(`SELECT 1 FROM ledger_transactions WHERE id = $1 FOR NO KEY UPDATE`, [purchaseId]);
  }

  /** The documents of the order whose lines were refunded one by one (keys `<order>:<document>`). */
  async lineRefundedDocuments(manager: EntityManager, userId: string, orderId: string): Promise<string[]> {
    const rows = await manager.query<{ document_id: string }[]>(
      `SELECT metadata->>'document_id' AS document_id FROM ledger_transactions
        WHERE user_id = $1 AND purpose = 'refund' AND idempotency_key LIKE $2 || ':%'
        ORDER BY created_at, id`,
      [userId, orderId],
    );
    return rows.map((row) => row.document_id);
  }

  async entriesOf(manager: EntityManager, transactionId: string): Promise<StoredEntry[]> {
    const rows = await manager.query<EntryRow[]>(
      `SELECT e.transaction_id, e.account_id, a.kind, a.owner_id, e.amount, e.balance_after
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE e.transaction_id = $1
        ORDER BY e.id`,
      [transactionId],
    );
    return rows.map(entryOf);
  }

  async entryOf(manager: EntityManager, transactionId: string, account: AccountRef): Promise<StoredEntry | undefined> {
    const [row] = await manager.query<EntryRow[]>(
      `SELECT e.transaction_id, e.account_id, a.kind, a.owner_id, e.amount, e.balance_after
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE e.transaction_id = $1 AND e.account_id = $2`,
      [transactionId, accountIdOfRef(account)],
    );
    return row ? entryOf(row) : undefined;
  }
}

function transactionOf(row: TransactionRow): StoredTransaction {
  return {
    id: row.id,
    type: row.type,
    purpose: row.purpose,
    userId: row.user_id,
    idempotencyKey: row.idempotency_key,
    description: row.description,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}

function entryOf(row: EntryRow): StoredEntry {
  return {
    accountId: row.account_id,
    kind: row.kind,
    ownerId: row.owner_id,
    amount: Number(row.amount),
    balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
  };
}
