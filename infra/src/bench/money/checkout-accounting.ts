import { Client } from 'pg';
import type { CheckoutPlan } from './checkout-plan';

/** The orders' and the ledger's books after the checkouts, held against the answers. */
export interface CheckoutAccounting {
  /** Checkouts the gateway answered 201 with a completed order. */
  answeredCompleted: number;
  ordersByStatus: Record<string, number>;
  /** Purchase transactions in the ledger: one per completed order. */
  ledgerPurchases: number;
  /** Buyers whose balance is not their funds less the prices of their completed checkouts. */
  buyerBalanceMismatches: number;
}

export function checkoutsExact(books: CheckoutAccounting): boolean {
  const statuses = Object.keys(books.ordersByStatus);
  return (
    statuses.every((status) => status === 'completed') &&
    (books.ordersByStatus.completed ?? 0) === books.answeredCompleted &&
    books.ledgerPurchases === books.answeredCompleted &&
    books.buyerBalanceMismatches === 0
  );
}

async function query<T extends Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url, application_name: 'studyhub-bench-accounting' });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function accountCheckouts(
  ordersDatabaseUrl: string,
  ledgerDatabaseUrl: string,
  plan: CheckoutPlan,
  completedIndexes: readonly number[],
): Promise<CheckoutAccounting> {
  const statuses = await query<{ status: string; n: number }>(
    ordersDatabaseUrl,
    'SELECT status, count(*)::int AS n FROM orders GROUP BY status',
  );
  const [purchases] = await query<{ n: number }>(
    ledgerDatabaseUrl,
    `SELECT count(*)::int AS n FROM ledger_transactions WHERE purpose = 'purchase'`,
  );
  const balances = await query<{ user_id: string; points_balance: string }>(
    ledgerDatabaseUrl,
    'SELECT user_id, points_balance FROM user_points WHERE user_id = ANY($1::uuid[])',
    [plan.buyers],
  );
  const paid = new Map<string, number>();
  for (const index of completedIndexes) {
    const { buyer, document } = plan.checkoutOf(index);
    paid.set(buyer, (paid.get(buyer) ?? 0) + document.pointsPrice);
  }
  const balanceOf = new Map(balances.map((row) => [row.user_id, Number(row.points_balance)]));
  return {
    answeredCompleted: completedIndexes.length,
    ordersByStatus: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
    ledgerPurchases: purchases?.n ?? 0,
    buyerBalanceMismatches: plan.buyers.filter(
      (buyer) => balanceOf.get(buyer) !== plan.buyerFunds - (paid.get(buyer) ?? 0),
    ).length,
  };
}
