import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  TEST_RABBITMQ_URL,
  TEST_REDIS_URL,
  createTestDatabase,
  publishEvent,
  waitFor,
  type TestDatabase,
  type TestService,
} from '@studyhub/platform/testing';
import { Pool } from 'pg';
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
 * The built points-ledger (`node services/points-ledger/dist/main.js`) as a child process, on its
 * own database and the orders test's exchange: it consumes orders' points.purchased.v1 and
 * order.refunded.v1 for real. A service never imports another, so it runs as a process.
 */
export class RealLedger {
  private output = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly database: TestDatabase,
    private readonly pool: Pool,
    readonly url: string,
    private readonly orders: TestService,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => this.remember(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.remember(chunk));
  }

  static async start(orders: TestService, internalSecret: string): Promise<RealLedger> {
    if (!isLedgerBuilt()) {
      throw new Error(`${LEDGER_MAIN} is missing or has no internal routes: run npm run build first`);
    }
    const database = await createTestDatabase('points_ledger_for_orders');
    const port = await freePort();
    const child = spawn(process.execPath, [LEDGER_MAIN], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'debug' : 'warn',
        POINTS_LEDGER_PORT: String(port),
        POINTS_LEDGER_DATABASE_URL: database.url,
        RABBITMQ_URL: TEST_RABBITMQ_URL,
        RABBITMQ_EXCHANGE: orders.exchange,
        REDIS_URL: TEST_REDIS_URL,
        INTERNAL_API_SECRET: internalSecret,
        OUTBOX_POLL_INTERVAL_MS: '200',
      },
    });
    const pool = new Pool({ connectionString: database.url, max: 4 });
    // Dropping the database at the end ends idle connections from the server side.
    pool.on('error', () => undefined);
    const ledger = new RealLedger(child, database, pool, `http://127.0.0.1:${port}`, orders);
    try {
      await waitFor(
        'points-ledger ready',
        async () => {
          if (child.exitCode !== null) throw new Error(`points-ledger exited ${child.exitCode}: ${ledger.output}`);
          const response = await fetch(`${ledger.url}/health/ready`).catch(() => undefined);
          return response?.status === 200;
        },
        { timeoutMs: 60_000, intervalMs: 100 },
      );
    } catch (error) {
      await ledger.close();
      throw error;
    }
    return ledger;
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
    const { rows } = await this.pool.query<{ points_balance: string }>(
      `SELECT points_balance FROM user_points WHERE user_id = $1`,
      [userId],
    );
    return Number(rows[0]?.points_balance ?? 0);
  }

  /** The purchases the ledger booked for this buyer: order id and points spent. */
  async purchasesOf(userId: string): Promise<{ order_id: string; total: number }[]> {
    const { rows } = await this.pool.query<{ order_id: string; total: string }>(
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
    const { rows } = await this.pool.query<{ pending_points: string }>(
      `SELECT pending_points FROM seller_balances WHERE seller_id = $1`,
      [sellerId],
    );
    return Number(rows[0]?.pending_points ?? 0);
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.child.kill('SIGTERM');
      const timeout = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    }
    await this.pool.end();
    await this.database.drop();
  }

  private remember(chunk: Buffer): void {
    this.output = (this.output + chunk.toString('utf8')).slice(-4000);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
