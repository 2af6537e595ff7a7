import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pointsPurchasedV1, type CatalogEventData, type EventEnvelope } from '@studyhub/contracts';
import { ServiceProcess, publishEvent, waitFor } from '@studyhub/platform/testing';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const LEDGER_MAIN = path.join(REPO_ROOT, 'services', 'points-ledger', 'dist', 'main.js');

export interface LedgerAccount {
  points_balance: number;
  held_points: number;
  lifetime_spent: number;
}

export interface LedgerHold {
  amount: number;
  status: 'held' | 'captured' | 'released' | 'expired';
  captured_amount: number | null;
  description: string;
}

/**
 * The built points-ledger as a child process on a database of its own: ai-tools bills against the
 * real hold routes, and the test reads what the ledger booked from its tables.
 */
export class PointsLedgerProcess {
  private constructor(private readonly running: ServiceProcess) {}

  static async start(internalSecret: string): Promise<PointsLedgerProcess> {
    const running = await ServiceProcess.start({
      service: 'points-ledger',
      main: LEDGER_MAIN,
      cwd: REPO_ROOT,
      env: { INTERNAL_API_SECRET: internalSecret },
    });
    return new PointsLedgerProcess(running);
  }

  get url(): string {
    return this.running.url;
  }

  /** Credits points the way a paid points order does: orders' points.purchased.v1, consumed by the ledger. */
  async fund(userId: string, points: number): Promise<void> {
    const data: CatalogEventData<'points.purchased.v1'> = {
      pointsOrderId: randomUUID(),
      userId,
      basePoints: points,
      bonusPoints: 0,
      amountCents: points * 10,
      currency: 'usd',
      provider: 'simulated',
      completedAt: new Date().toISOString(),
    };
    const envelope: EventEnvelope = {
      id: randomUUID(),
      type: pointsPurchasedV1.type,
      version: pointsPurchasedV1.version,
      occurredAt: new Date().toISOString(),
      producer: pointsPurchasedV1.producer,
      correlationId: randomUUID(),
      causationId: null,
      data,
    };
    await publishEvent(this.running, envelope);
    await waitFor(`${points} points credited`, async () => (await this.account(userId)).points_balance >= points);
  }

  async account(userId: string): Promise<LedgerAccount> {
    const [row] = await this.running.query<{ points_balance: string; held_points: string; lifetime_spent: string }>(
      'SELECT points_balance, held_points, lifetime_spent FROM user_points WHERE user_id = $1',
      [userId],
    );
    return {
      points_balance: Number(row?.points_balance ?? 0),
      held_points: Number(row?.held_points ?? 0),
      lifetime_spent: Number(row?.lifetime_spent ?? 0),
    };
  }

  /** Every hold of the user, oldest first. */
  async holdsOf(userId: string): Promise<LedgerHold[]> {
    const rows = await this.running.query<{
      amount: string;
      status: LedgerHold['status'];
      captured_amount: string | null;
      description: string;
    }>('SELECT amount, status, captured_amount, description FROM holds WHERE user_id = $1 ORDER BY created_at', [
      userId,
    ]);
    return rows.map((row) => ({
      amount: Number(row.amount),
      status: row.status,
      captured_amount: row.captured_amount === null ? null : Number(row.captured_amount),
      description: row.description,
    }));
  }

  /** Points the user's transactions moved to platform revenue: what they were charged, in all. */
  async chargedTo(userId: string): Promise<number> {
    const [row] = await this.running.query<{ charged: string | null }>(
      `SELECT sum(e.amount) AS charged
         FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
         JOIN accounts a ON a.id = e.account_id
        WHERE t.user_id = $1 AND a.kind = 'platform_revenue'`,
      [userId],
    );
    return Number(row?.charged ?? 0);
  }

  async close(): Promise<void> {
    await this.running.close();
  }
}
