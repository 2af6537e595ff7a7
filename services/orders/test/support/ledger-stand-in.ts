import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { internalPurchaseSchema, type InternalPurchase, type InternalPurchaseResult } from '@studyhub/contracts';
import { verifyInternalRequest } from '@studyhub/platform';
import { createTestDatabase, type TestDatabase } from '@studyhub/platform/testing';
import { Pool, type PoolClient } from 'pg';

/** The ledger's default (ADR 0014): the seller's share, rounded down. */
export const STAND_IN_SELLER_SHARE_PERCENT = 70;

/**
 * A STAND-IN for points-ledger, for checkout tests while the real service is being built: only
 * POST /internal/purchases and GET /internal/purchases/{orderId}, signed like the real ones, with
 * a guarded balance (`... WHERE points_balance >= $n`, CHECK >= 0) and one purchase per order id in
 * a real PostgreSQL database. It implements the contract of libs/contracts/src/api/points.ts and
 * nothing of the ledger's double entry; switch the tests to the built ledger once it exists.
 */
export class LedgerStandIn {
  private server: http.Server | undefined;

  private constructor(
    private readonly database: TestDatabase,
    private readonly pool: Pool,
    private readonly secret: string,
  ) {}

  static async start(secret: string): Promise<LedgerStandIn> {
    const database = await createTestDatabase('ledger_stand_in');
    const pool = new Pool({ connectionString: database.url, max: 20 });
    // Dropping the database at the end ends idle connections from the server side.
    pool.on('error', () => undefined);
    await pool.query(`
      CREATE TABLE balances (
        user_id uuid PRIMARY KEY,
        points_balance integer NOT NULL CHECK (points_balance >= 0)
      )`);
    await pool.query(`
      CREATE TABLE purchases (
        order_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        transaction_id uuid NOT NULL,
        total integer NOT NULL,
        points_balance integer NOT NULL,
        lines jsonb NOT NULL
      )`);
    const ledger = new LedgerStandIn(database, pool, secret);
    ledger.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        ledger.handle(request, Buffer.concat(chunks), response).catch(() => {
          if (!response.headersSent) response.writeHead(500).end();
        });
      });
    });
    await new Promise<void>((resolve) => ledger.server!.listen(0, '127.0.0.1', resolve));
    return ledger;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async fund(userId: string, points: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO balances (user_id, points_balance) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET points_balance = balances.points_balance + EXCLUDED.points_balance`,
      [userId, points],
    );
  }

  async balance(userId: string): Promise<number> {
    const { rows } = await this.pool.query<{ points_balance: number }>(
      `SELECT points_balance FROM balances WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.points_balance ?? 0;
  }

  async purchasesOf(userId: string): Promise<{ order_id: string; total: number }[]> {
    const { rows } = await this.pool.query<{ order_id: string; total: number }>(
      `SELECT order_id, total FROM purchases WHERE user_id = $1`,
      [userId],
    );
    return rows;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.pool.end();
    await this.database.drop();
  }

  private async handle(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse): Promise<void> {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const verdict = verifyInternalRequest(this.secret, {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      rawBody: body.length > 0 ? body : undefined,
    });
    if (!verdict.ok) return send(401, { error: { code: 'UNAUTHENTICATED', message: verdict.reason } });
    if (verdict.service !== 'orders') return send(403, { error: { code: 'FORBIDDEN', message: 'not orders' } });

    const lookup = /^\/internal\/purchases\/([0-9a-f-]{36})$/.exec(request.url ?? '');
    if (request.method === 'GET' && lookup) {
      const found = await this.find(this.pool, lookup[1]!);
      return found
        ? send(200, { data: { ...found, replayed: true } })
        : send(404, { error: { code: 'PURCHASE_NOT_FOUND', message: 'No purchase was made for this order.' } });
    }
    if (request.method === 'POST' && request.url === '/internal/purchases') {
      const parsed = internalPurchaseSchema.safeParse(JSON.parse(body.toString('utf8')));
      if (!parsed.success) return send(400, { error: { code: 'VALIDATION_FAILED', message: parsed.error.message } });
      const outcome = await this.purchase(parsed.data);
      if (outcome === 'insufficient') {
        return send(402, { error: { code: 'INSUFFICIENT_POINTS', message: 'insufficient points' } });
      }
      return send(outcome.replayed ? 200 : 201, { data: outcome });
    }
    send(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  }

  private async purchase(input: InternalPurchase): Promise<InternalPurchaseResult | 'insufficient'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const lines = input.lines.map((line) => ({
        document_id: line.document_id,
        seller_id: line.seller_id,
        points: line.points,
        seller_share: Math.floor((line.points * STAND_IN_SELLER_SHARE_PERCENT) / 100),
      }));
      const total = lines.reduce((sum, line) => sum + line.points, 0);
      const transactionId = randomUUID();
      // The order id is the idempotency key: a second request waits for the first and replays it.
      const claimed = await client.query(
        `INSERT INTO purchases (order_id, user_id, transaction_id, total, points_balance, lines)
         VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (order_id) DO NOTHING RETURNING 1`,
        [input.order_id, input.user_id, transactionId, total, JSON.stringify(lines)],
      );
      if (claimed.rowCount === 0) {
        await client.query('ROLLBACK');
        return { ...(await this.find(client, input.order_id))!, replayed: true };
      }
      const spent = await client.query<{ points_balance: number }>(
        `UPDATE balances SET points_balance = points_balance - $2 WHERE user_id = $1 AND points_balance >= $2
         RETURNING points_balance`,
        [input.user_id, total],
      );
      if (spent.rowCount === 0) {
        await client.query('ROLLBACK');
        return 'insufficient';
      }
      const balance = spent.rows[0]!.points_balance;
      await client.query(`UPDATE purchases SET points_balance = $2 WHERE order_id = $1`, [input.order_id, balance]);
      await client.query('COMMIT');
      return { transaction_id: transactionId, points_balance: balance, replayed: false, lines };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async find(
    db: Pool | PoolClient,
    orderId: string,
  ): Promise<Omit<InternalPurchaseResult, 'replayed'> | undefined> {
    const { rows } = await db.query<{
      transaction_id: string;
      points_balance: number;
      lines: InternalPurchaseResult['lines'];
    }>(`SELECT transaction_id, points_balance, lines FROM purchases WHERE order_id = $1`, [orderId]);
    const row = rows[0];
    return row
      ? { transaction_id: row.transaction_id, points_balance: row.points_balance, lines: row.lines }
      : undefined;
  }
}
