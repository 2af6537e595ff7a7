import { randomUUID } from 'node:crypto';
import { serviceOptionsFrom, startService, type RunningService } from '@studyhub/platform';
import { TEST_RABBITMQ_URL, TEST_REDIS_URL, testLogger, waitFor } from '@studyhub/platform/testing';
import { LedgerSweeper } from '../src/jobs/ledger-sweeper';
import { pointsLedgerService } from '../src/service';
import { LedgerStack, TEST_INTERNAL_SECRET, dataOf } from './support/ledger-stack';

jest.setTimeout(90_000);

const ITEMS = 40;

describe('the sweeper on two replicas of the service', () => {
  let stack: LedgerStack;
  let replica: RunningService;

  beforeAll(async () => {
    stack = await LedgerStack.start({ LEDGER_SWEEP_INTERVAL_MS: '50' });
    const options = serviceOptionsFrom(pointsLedgerService, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      REDIS_URL: TEST_REDIS_URL,
      RABBITMQ_EXCHANGE: stack.service.exchange,
      POINTS_LEDGER_PORT: '0',
      POINTS_LEDGER_DATABASE_URL: stack.service.databaseUrl,
      INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
      LEDGER_SWEEP_INTERVAL_MS: '50',
    });
    replica = await startService({
      ...options,
      logger: testLogger('points-ledger-replica'),
      verifier: stack.tokens.verifier,
    });
  });
  afterAll(async () => {
    await replica?.stop();
    await stack?.close();
  });

  it('releases every expired hold and every matured lot exactly once while both sweep at once', async () => {
    const user = randomUUID();
    const sellers = [randomUUID(), randomUUID(), randomUUID()];
    await stack.creditPoints(user, 100_000);
    for (let i = 0; i < ITEMS; i += 1) {
      dataOf(
        await stack.aiTools.post('/internal/holds', {
          user_id: user,
          amount: 10 + i,
          type: 'spent',
          description: 'Writing',
          idempotency_key: `hold-${i}`,
          ttl_seconds: 3600,
        }),
      );
      dataOf(
        await stack.orders.post('/internal/purchases', {
          user_id: user,
          order_id: randomUUID(),
          lines: [{ document_id: randomUUID(), seller_id: sellers[i % sellers.length]!, points: 100 + i, title: '' }],
        }),
      );
    }

    // Everything comes due at the same instant; both replicas' timers and explicit sweeps race for it.
    await stack.query(`UPDATE holds SET expires_at = now() - interval '1 second'`);
    await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second'`);
    const sweepers = [stack.service.app.get(LedgerSweeper), replica.app.get(LedgerSweeper)];
    await Promise.all([...sweepers, ...sweepers].map((sweeper) => sweeper.sweep()));
    // A timer's sweep may still be committing the item an explicit sweep skipped as locked.
    await waitFor('every item settled', async () => {
      const [row] = await stack.query<{ open: number }>(
        `SELECT (SELECT count(*) FROM holds WHERE status = 'held') + (SELECT count(*) FROM earnings_lots
          WHERE status = 'pending')::int AS open`,
      );
      return Number(row?.open) === 0;
    });

    const settlements = await stack.query<{ purpose: string; keys: number; transactions: number }>(
      `SELECT purpose, count(DISTINCT idempotency_key)::int AS keys, count(*)::int AS transactions
         FROM ledger_transactions WHERE purpose IN ('hold-settlement', 'earnings-release') GROUP BY purpose ORDER BY purpose`,
    );
    expect(settlements).toEqual([
      { purpose: 'earnings-release', keys: ITEMS, transactions: ITEMS },
      { purpose: 'hold-settlement', keys: ITEMS, transactions: ITEMS },
    ]);
    expect(await stack.query(`SELECT DISTINCT status FROM holds`)).toEqual([{ status: 'expired' }]);
    expect(await stack.query(`SELECT DISTINCT status FROM earnings_lots`)).toEqual([{ status: 'released' }]);
    const [held] = await stack.query<{ held: number }>(
      `SELECT held_points::int AS held FROM user_points WHERE user_id = $1`,
      [user],
    );
    expect(held?.held).toBe(0);
    const [available] = await stack.query<{ pending: number; available: number }>(
      `SELECT sum(pending_points)::int AS pending, sum(available_points)::int AS available FROM seller_balances`,
    );
    const expected = Array.from({ length: ITEMS }, (_, i) => Math.floor(((100 + i) * 70) / 100)).reduce(
      (a, b) => a + b,
    );
    expect(available).toEqual({ pending: 0, available: expected });
    expect(await stack.audit()).toEqual([]);
  });
});
