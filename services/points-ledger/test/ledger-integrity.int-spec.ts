import { randomUUID } from 'node:crypto';
import { TEST_POSTGRES_URL, TEST_RABBITMQ_URL, TEST_REDIS_URL, uniqueSuffix } from '@studyhub/platform/testing';
import { dropDatabase } from '@studyhub/platform';
import type { QueryRunner } from 'typeorm';
import { AUDITED_INVARIANTS, auditLedger } from '../src/audit';
import { accountIdOf } from '../src/ledger/accounts';
import { BUILT, assertBuilt, runToEnd } from './support/built-service';
import { LedgerStack, dataOf } from './support/ledger-stack';

jest.setTimeout(120_000);

/**
 * What holds the ledger together besides the code: PostgreSQL's own refusals, and the auditor that
 * finds every kind of damage.
 */
describe('ledger integrity', () => {
  let stack: LedgerStack;
  const buyer = randomUUID();
  const seller = randomUUID();
  const holdUser = randomUUID();
  let orderId: string;

  beforeAll(async () => {
    assertBuilt();
    stack = await LedgerStack.start();
    // A ledger with a bit of everything: credits, a spend, purchases, a refund, a hold and its
    // capture, an open hold, matured earnings and a paid and an open withdrawal.
    await stack.creditPoints(buyer, 5000, 500);
    await stack.creditPoints(holdUser, 100);
    dataOf(
      await stack.aiTools.post('/internal/spends', {
        user_id: buyer,
        amount: 25,
        type: 'document_chat',
        description: 'Chat',
        idempotency_key: 'chat',
      }),
    );
    const sold = randomUUID();
    dataOf(
      await stack.orders.post('/internal/purchases', {
        user_id: buyer,
        order_id: sold,
        lines: [{ document_id: randomUUID(), seller_id: seller, points: 3000, title: 'Big course' }],
      }),
    );
    const refunded = randomUUID();
    const refundedLine = { document_id: randomUUID(), seller_id: seller, points: 100, title: 'Refunded' };
    dataOf(
      await stack.orders.post('/internal/purchases', { user_id: buyer, order_id: refunded, lines: [refundedLine] }),
    );
    await stack.refundOrder(refunded, buyer, [
      { documentId: refundedLine.document_id, sellerId: seller, pointsPrice: 100 },
    ]);
    orderId = randomUUID();
    dataOf(
      await stack.orders.post('/internal/purchases', {
        user_id: buyer,
        order_id: orderId,
        lines: [{ document_id: randomUUID(), seller_id: seller, points: 200, title: 'Still pending' }],
      }),
    );
    const captured = dataOf(
      await stack.aiTools.post<{ hold_id: string }>('/internal/holds', {
        user_id: holdUser,
        amount: 30,
        type: 'spent',
        description: 'Writing',
        idempotency_key: 'w1',
      }),
    );
    dataOf(await stack.aiTools.post(`/internal/holds/${captured.hold_id}/capture`, { amount: 20 }));
    dataOf(
      await stack.aiTools.post('/internal/holds', {
        user_id: holdUser,
        amount: 10,
        type: 'spent',
        description: 'Writing',
        idempotency_key: 'w2',
      }),
    );
    await stack.query(`UPDATE earnings_lots SET available_at = now() WHERE order_id = $1`, [sold]);
    await stack.sweep();
    const admin = { userId: randomUUID(), role: 'admin' as const };
    const request = { method: 'bank_transfer', destination: 'DE89 3704 0044 0532 0130 00' };
    const paid = await stack.post<{ id: string }>('/seller/withdrawals', { ...request, amount_points: 1000 }, seller);
    await stack.post(`/admin/withdrawals/${paid.body.data.id}/approve`, {}, admin);
    await stack.post(`/admin/withdrawals/${paid.body.data.id}/paid`, {}, admin);
    await stack.post('/seller/withdrawals', { ...request, amount_points: 600 }, seller);
  });
  afterAll(async () => stack?.close());

  /** Runs `damage` in a transaction, audits what it sees, and rolls everything back. */
  async function auditAfter(damage: (runner: QueryRunner) => Promise<void>): Promise<string[]> {
    const runner = stack.service.kernel.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await damage(runner);
      const violations = await auditLedger(
        (sql, params) => runner.query(sql, params) as Promise<Record<string, unknown>[]>,
      );
      return violations.map((violation) => violation.invariant);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  describe('the database itself', () => {
    it('refuses at commit a transaction whose entries do not sum to zero', async () => {
      const runner = stack.service.kernel.dataSource.createQueryRunner();
      const transactionId = randomUUID();
      await runner.startTransaction();
      await runner.query(
        `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key) VALUES ($1, 'refund', 'refund', $2, 'mint')`,
        [transactionId, buyer],
      );
      await runner.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, 1000, 0)`,
        [transactionId, accountIdOf('user_points', buyer)],
      );
      await expect(runner.commitTransaction()).rejects.toThrow(/unbalanced: its entries sum to 1000/);
      await runner.release();
      expect(await stack.query(`SELECT 1 FROM ledger_transactions WHERE id = $1`, [transactionId])).toEqual([]);
    });

    it('refuses to change or remove any entry or transaction', async () => {
      await expect(stack.query(`UPDATE ledger_entries SET amount = amount * 2`)).rejects.toThrow(/append-only/);
      await expect(stack.query(`DELETE FROM ledger_entries`)).rejects.toThrow(/append-only/);
      await expect(stack.query(`UPDATE ledger_transactions SET description = 'x'`)).rejects.toThrow(/append-only/);
      await expect(stack.query(`DELETE FROM ledger_transactions`)).rejects.toThrow(/append-only/);
      await expect(stack.query(`TRUNCATE ledger_entries, ledger_transactions CASCADE`)).rejects.toThrow(/append-only/);
    });

    it('refuses a negative cached balance and a second purchase of one order', async () => {
      await expect(
        stack.query(`UPDATE user_points SET points_balance = -1 WHERE user_id = $1`, [buyer]),
      ).rejects.toThrow(/check constraint/);
      await expect(
        stack.query(`UPDATE seller_balances SET available_points = available_points - 1000000 WHERE seller_id = $1`, [
          seller,
        ]),
      ).rejects.toThrow(/check constraint/);
      await expect(
        stack.query(
          `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key) VALUES ($1, 'document_access', 'purchase', $2, $3)`,
          [randomUUID(), randomUUID(), orderId],
        ),
      ).rejects.toThrow(/duplicate key/);
    });
  });

  describe('the auditor', () => {
    it('finds nothing wrong with a ledger the service wrote', async () => {
      expect(await stack.audit()).toEqual([]);
      expect(AUDITED_INVARIANTS.length).toBeGreaterThanOrEqual(15);
    });

    it('finds an unbalanced transaction (before the commit refuses it)', async () => {
      const found = await auditAfter(async (runner) => {
        const id = randomUUID();
        await runner.query(
          `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key) VALUES ($1, 'spent', 'spend', $2, 'k')`,
          [id, buyer],
        );
        await runner.query(`INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, 7)`, [
          id,
          accountIdOf('platform_revenue'),
        ]);
      });
      expect(found).toEqual([
        'every transaction is balanced',
        'all entries sum to zero',
        'what users and sellers hold equals what came in less revenue and payouts',
      ]);
    });

    it('finds a cached balance that differs from its entries, and its lifetime figures', async () => {
      expect(
        await auditAfter((runner) =>
          runner.query(`UPDATE user_points SET points_balance = points_balance + 5 WHERE user_id = $1`, [buyer]),
        ),
      ).toEqual([
        "each user's cached points and holds equal the sums of their accounts",
        'what users and sellers hold equals what came in less revenue and payouts',
      ]);
      expect(
        await auditAfter((runner) =>
          runner.query(`UPDATE user_points SET lifetime_spent = lifetime_spent + 1 WHERE user_id = $1`, [buyer]),
        ),
      ).toEqual(["each user's lifetime spent equals their spends, purchases and captures less refunds"]);
      expect(
        await auditAfter((runner) =>
          runner.query(
            `UPDATE seller_balances SET lifetime_earned_points = lifetime_earned_points + 1 WHERE seller_id = $1`,
            [seller],
          ),
        ),
      ).toEqual([
        "each seller's withdrawn points equal their payouts, and lifetime earnings what they hold plus withdrew",
      ]);
    });

    it('finds a running balance that does not add up', async () => {
      const found = await auditAfter(async (runner) => {
        const id = randomUUID();
        await runner.query(
          `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key) VALUES ($1, 'spent', 'spend', $2, 'odd')`,
          [id, buyer],
        );
        await runner.query(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, -1, 12345), ($1, $3, 1, NULL)`,
          [id, accountIdOf('user_points', buyer), accountIdOf('platform_revenue')],
        );
      });
      expect(found).toContain('entries of owned accounts carry the running balance, never negative');
    });

    it('finds a second purchase of one order', async () => {
      const found = await auditAfter(async (runner) => {
        await runner.query(`DROP INDEX ledger_transactions_one_purchase_per_order`);
        await runner.query(
          `INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key) VALUES ($1, 'document_access', 'purchase', $2, $3)`,
          [randomUUID(), randomUUID(), orderId],
        );
      });
      expect(found).toEqual(['every order is paid by one purchase transaction and refunded at most once']);
    });

    it('finds lots, holds and withdrawals that disagree with the balances', async () => {
      expect(
        await auditAfter((runner) =>
          runner.query(`UPDATE earnings_lots SET status = 'released' WHERE order_id = $1`, [orderId]),
        ),
      ).toEqual(["each seller's pending points equal their pending earnings lots"]);
      expect(
        await auditAfter((runner) => runner.query(`UPDATE holds SET status = 'released' WHERE status = 'held'`)),
      ).toEqual(["each user's held points equal their open holds"]);
      expect(
        await auditAfter((runner) => runner.query(`UPDATE withdrawals SET status = 'paid' WHERE status = 'requested'`)),
      ).toEqual(["each seller's withdrawing and withdrawn points equal their withdrawals"]);
    });

    it('runs as a command: exit 0 on a sound ledger, 1 with each violation printed', async () => {
      const env = { NODE_ENV: 'test', POINTS_LEDGER_DATABASE_URL: stack.service.databaseUrl };
      const sound = await runToEnd(BUILT.audit, env);
      expect(sound).toEqual({ code: 0, output: 'ledger audit: every invariant holds\n' });

      await stack.query(`UPDATE user_points SET points_balance = points_balance + 5 WHERE user_id = $1`, [buyer]);
      try {
        const broken = await runToEnd(BUILT.audit, env);
        expect(broken.code).toBe(1);
        expect(broken.output).toContain(
          "VIOLATION each user's cached points and holds equal the sums of their accounts",
        );
        expect(broken.output).toContain(buyer);
        expect(broken.output).toContain('ledger audit: 2 invariant(s) violated');
      } finally {
        await stack.query(`UPDATE user_points SET points_balance = points_balance - 5 WHERE user_id = $1`, [buyer]);
      }
    });
  });

  it('refuses to start in production without its own internal secret', async () => {
    const databaseUrl = `${TEST_POSTGRES_URL.replace(/\/+$/, '')}/studyhub_test_points_ledger_boot_${uniqueSuffix()}`;
    try {
      const boot = await runToEnd(BUILT.main, {
        NODE_ENV: 'production',
        POINTS_LEDGER_PORT: '0',
        POINTS_LEDGER_DATABASE_URL: databaseUrl,
        RABBITMQ_URL: TEST_RABBITMQ_URL,
        RABBITMQ_EXCHANGE: `studyhub.test.boot.${uniqueSuffix()}`,
        REDIS_URL: TEST_REDIS_URL,
        STORAGE_SIGNING_SECRET: 'not-the-default',
      });
      expect(boot.code).toBe(1);
      expect(boot.output).toContain('INTERNAL_API_SECRET must be set in production');
    } finally {
      await dropDatabase(databaseUrl);
    }
  });
});
