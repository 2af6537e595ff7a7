import { Client } from 'pg';
import { loadAuditor, type AuditViolation } from './money-dist';
import type { SpendRecord } from './signed-spends';

/** What the ledger booked, held against every answer the bench received. */
export interface SpendAccounting {
  /** Answers 201 (a new spend) and 200 (the first outcome of a repeated key). */
  created: number;
  replayed: number;
  /** Transaction ids named by success answers, each counted once. */
  answeredTransactions: number;
  /** Spend transactions in the ledger. */
  bookedTransactions: number;
  /** Booked spends no success answer named: points taken without the caller being told. */
  unanswered: number;
  /** Keys whose success answers named another transaction than the one booked, or several. */
  mismatchedKeys: number;
  /** Accounts whose balance is not what they were funded with less the answered spends. */
  balanceMismatches: number;
  negativeBalances: number;
  /** Calls with no definitive answer (network error, timeout, 5xx): their outcome is unknown. */
  unknownOutcomes: number;
  audit: AuditViolation[];
}

export function isExact(accounting: SpendAccounting): boolean {
  return (
    accounting.answeredTransactions === accounting.bookedTransactions &&
    accounting.unanswered === 0 &&
    accounting.mismatchedKeys === 0 &&
    accounting.balanceMismatches === 0 &&
    accounting.negativeBalances === 0 &&
    accounting.audit.length === 0
  );
}

/** Every invariant of ADR 0014, checked by the ledger's own auditor on one snapshot. */
export async function auditLedgerAt(databaseUrl: string): Promise<AuditViolation[]> {
  const auditor = loadAuditor();
  const client = new Client({ connectionString: databaseUrl, application_name: 'studyhub-bench-audit' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const violations = await auditor.auditLedger(
      async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    );
    await client.query('COMMIT');
    return violations;
  } finally {
    await client.end();
  }
}

/**
 * Holds the ledger's books against the bench's own record: one booked spend per key that was
 * answered with success and none other, each answer naming that transaction, and every funded
 * account left with exactly its funds less the spends it was told succeeded.
 */
export async function accountSpends(
  databaseUrl: string,
  funded: ReadonlyMap<string, number>,
  records: readonly SpendRecord[],
): Promise<SpendAccounting> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'studyhub-bench-accounting' });
  await client.connect();
  let booked: { id: string; user_id: string; idempotency_key: string }[];
  let balances: { user_id: string; points_balance: string }[];
  try {
    booked = (
      await client.query<{ id: string; user_id: string; idempotency_key: string }>(
        `SELECT id, user_id, idempotency_key FROM ledger_transactions WHERE purpose = 'spend'`,
      )
    ).rows;
    balances = (
      await client.query<{ user_id: string; points_balance: string }>(`SELECT user_id, points_balance FROM user_points`)
    ).rows;
  } finally {
    await client.end();
  }

  const answeredIds = new Map<string, Set<string>>();
  const spentBy = new Map<string, number>();
  let created = 0;
  let replayed = 0;
  let unknownOutcomes = 0;
  for (const record of records) {
    if (record.status === 0 || record.status >= 500) unknownOutcomes += 1;
    if (record.status !== 200 && record.status !== 201) continue;
    if (record.status === 201) created += 1;
    else replayed += 1;
    const ids = answeredIds.get(`${record.userId}:${record.key}`) ?? new Set<string>();
    if (ids.size === 0) spentBy.set(record.userId, (spentBy.get(record.userId) ?? 0) + record.amount);
    ids.add(record.transactionId ?? 'none');
    answeredIds.set(`${record.userId}:${record.key}`, ids);
  }

  const bookedByKey = new Map(booked.map((row) => [`${row.user_id}:${row.idempotency_key}`, row.id]));
  let unanswered = 0;
  for (const key of bookedByKey.keys()) if (!answeredIds.has(key)) unanswered += 1;
  let mismatchedKeys = 0;
  for (const [key, ids] of answeredIds) {
    if (ids.size !== 1 || !ids.has(bookedByKey.get(key) ?? 'not booked')) mismatchedKeys += 1;
  }
  const balanceOf = new Map(balances.map((row) => [row.user_id, Number(row.points_balance)]));
  let balanceMismatches = 0;
  for (const [userId, points] of funded) {
    if (balanceOf.get(userId) !== points - (spentBy.get(userId) ?? 0)) balanceMismatches += 1;
  }
  return {
    created,
    replayed,
    answeredTransactions: new Set([...answeredIds.values()].flatMap((ids) => [...ids])).size,
    bookedTransactions: booked.length,
    unanswered,
    mismatchedKeys,
    balanceMismatches,
    negativeBalances: balances.filter((row) => Number(row.points_balance) < 0).length,
    unknownOutcomes,
    audit: await auditLedgerAt(databaseUrl),
  };
}
