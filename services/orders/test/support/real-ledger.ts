import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ServiceProcess, publishEvent, waitFor, type TestService } from '@studyhub/platform/testing';
import { envelopeOf } from './envelopes';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
export const LEDGER_MAIN = path.join(REPO_ROOT, 'services', 'points-ledger', 'dist', 'main.js');
const LEDGER_INTERNAL_ROUTES = path.join(
  REPO_ROOT,
  'services',
  'points-ledger',
  'dist',
  'purchases',
  'internal-purchases.controller.js',
);

/** Whether points-ledger has been built with its internal purchase routes. */
export function isLedgerBuilt(): boolean {
  return existsSync(LEDGER_MAIN) && existsSync(LEDGER_INTERNAL_ROUTES);
}

/**
 * The built points-ledger as a child process (platform's ServiceProcess), on the orders test's
 * exchange: it consumes orders' points.purchased.v1 and order.refunded.v1 for real.
 */
export class RealLedger {
  private constructor(
    private readonly running: ServiceProcess,
    private readonly orders: TestService,
  ) {}

  get url(): string {
    return this.running.url;
  }

  static async start(orders: TestService, internalSecret: string): Promise<RealLedger> {
    if (!isLedgerBuilt()) {
      throw new Error(`${LEDGER_MAIN} is missing or has no internal routes: run npm run build first`);
    }
    const running = await ServiceProcess.start({
      service: 'points-ledger',
      main: LEDGER_MAIN,
      cwd: REPO_ROOT,
      exchange: orders.exchange,
      env: { INTERNAL_API_SECRET: internalSecret },
    });
    return new RealLedger(running, orders);
  }

  /** Credits points the way a paid points order does: points.purchased.v1 from orders. */
  async fund(userId: string, points: number): Promise<void> {
    const before = await this.balance(userId);
    await publishEvent(
      this.orders,
      envelopeOf(
        'points.purchased.v1',
        {
          pointsOrderId: randomUUID(),
          userId,
          basePoints: points,
          bonusPoints: 0,
          amountCents: points * 10,
          currency: 'usd',
          provider: 'simulated',
          completedAt: new Date().toISOString(),
        },
        { producer: 'orders' },
      ),
    );
    await waitFor(
      `${points} points credited to ${userId}`,
      async () => (await this.balance(userId)) >= before + points,
    );
  }

  async balance(userId: string): Promise<number> {
    const rows = await this.running.query<{ points_balance: string }>(
      `SELECT points_balance FROM user_points WHERE user_id = $1`,
      [userId],
    );
    return Number(rows[0]?.points_balance ?? 0);
  }

  /** The purchases the ledger booked for this buyer: order id and points spent. */
  async purchasesOf(userId: string): Promise<{ order_id: string; total: number }[]> {
    const rows = await this.running.query<{ order_id: string; total: string }>(
      `SELECT t.idempotency_key AS order_id, coalesce(-sum(e.amount) FILTER (WHERE a.kind = 'user_points'), 0) AS total
         FROM ledger_transactions t
         LEFT JOIN ledger_entries e ON e.transaction_id = t.id
         LEFT JOIN accounts a ON a.id = e.account_id
        WHERE t.user_id = $1 AND t.purpose = 'purchase'
        GROUP BY t.idempotency_key`,
      [userId],
    );
    return rows.map((row) => ({ order_id: row.order_id, total: Number(row.total) }));
  }

  /** A seller's earnings waiting for the refund window to pass. */
  async sellerPending(sellerId: string): Promise<number> {
    const rows = await this.running.query<{ pending_points: string }>(
      `SELECT pending_points FROM seller_balances WHERE seller_id = $1`,
      [sellerId],
    );
    return Number(rows[0]?.pending_points ?? 0);
  }

  async close(): Promise<void> {
    await this.running.close();
  }
}
