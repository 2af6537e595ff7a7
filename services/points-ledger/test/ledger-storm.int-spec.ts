import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InternalPurchaseResult, InternalSpendResult, SpendingType } from '@studyhub/contracts';
import { InternalClient, type InternalAnswer } from '@studyhub/platform';
import { TEST_REDIS_URL, seededRandom, sleep, uniqueSuffix, waitFor } from '@studyhub/platform/testing';
import { Client } from 'pg';
import { auditLedger } from '../src/audit';
import { assertBuilt } from './support/built-service';
import { envelopeOf } from './support/envelopes';
import { LedgerProcess } from './support/ledger-process';
import { PrivatePostgres, freePort } from './support/private-postgres';
import { TestEventPublisher, deleteTestTopology, waitForTestConsumers } from './support/test-broker';

jest.setTimeout(300_000);

const USERS = 100;
const SELLERS = 20;
const WORKERS = 50;
const OPERATIONS = 10_000;
const SELLER_SHARE_PERCENT = 70;
const SECRET = 'points-ledger-storm-secret';
/** The events the ledger consumes: its queues on the storm's exchange. */
const CONSUMED = ['points.purchased.v1', 'order.refunded.v1', 'order.items-refunded.v1'];
/** Where in the run (share of operations started) the service is killed and PostgreSQL crashes. */
const CHAOS: { at: number; action: 'kill service' | 'crash postgres' }[] = [
  { at: 0.15, action: 'kill service' },
  { at: 0.35, action: 'kill service' },
  { at: 0.55, action: 'crash postgres' },
  { at: 0.75, action: 'kill service' },
];
const SPENDING_TYPES: SpendingType[] = ['spent', 'document_chat', 'document_access'];

interface LedgerRequest {
  kind: 'spend' | 'purchase';
  userId: string;
  /** The idempotency key: the spend's key or the order id. */
  key: string;
  /** Points the user pays. */
  points: number;
  body: Record<string, unknown>;
}

interface Answer {
  status: number;
  transactionId?: string;
  pointsBalance?: number;
  replayed?: boolean;
  /** Seller shares as the ledger booked them (purchases). */
  shares?: { sellerId: string; points: number }[];
}

/**
 * The ledger under a storm: a hundred users, fifty concurrent workers, ten thousand random spends,
 * purchases (a tenth repeating an earlier idempotency key) and refunds, while the service is killed
 * three times and PostgreSQL crashes once. Afterwards the books must balance to the point.
 */
describe('the ledger storm', () => {
  const seed = Number(process.env.STORM_SEED ?? Date.now() % 2 ** 31);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  let postgres: PrivatePostgres;
  let service: LedgerProcess;
  let publisher: TestEventPublisher;
  let scratch: string;
  const exchange = `studyhub.test.points-ledger-storm.${uniqueSuffix()}`;
  const databaseUrl = () => postgres.url('studyhub_points_ledger_storm');

  beforeAll(async () => {
    assertBuilt();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'studyhub-storm-'));
    postgres = await PrivatePostgres.start();
    service = new LedgerProcess(
      await freePort(),
      {
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'debug' : 'warn',
        POINTS_LEDGER_DATABASE_URL: databaseUrl(),
        POSTGRES_URL: postgres.url(),
        RABBITMQ_URL: process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
        RABBITMQ_EXCHANGE: exchange,
        REDIS_URL: TEST_REDIS_URL,
        INTERNAL_API_SECRET: SECRET,
        SELLER_SHARE_PERCENT: String(SELLER_SHARE_PERCENT),
        LEDGER_SWEEP_INTERVAL_MS: '500',
        OUTBOX_POLL_INTERVAL_MS: '200',
        // A refund delivered while PostgreSQL restarts is retried for longer than the crash lasts.
        CONSUMER_DELIVERY_LIMIT: '50',
        CONSUMER_RETRY_MAX_MS: '1000',
      },
      // STORM_LOG_DIR keeps the service's log after the run (warnings and errors are logged).
      path.join(process.env.STORM_LOG_DIR ?? scratch, 'points-ledger.log'),
    );
    await service.start();
    await waitForTestConsumers(exchange, 'points-ledger', CONSUMED);
    publisher = await TestEventPublisher.open(exchange);
  });

  afterAll(async () => {
    await publisher?.close();
    await service?.stop();
    await deleteTestTopology(exchange, 'points-ledger', CONSUMED).catch(() => undefined);
    await postgres?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('keeps every point through kills, a database crash, repeats and refunds', async () => {
    const startedAt = Date.now();
    const users = Array.from({ length: USERS }, () => randomUUID());
    const sellers = Array.from({ length: SELLERS }, () => randomUUID());
    const clients = {
      'ai-tools': new InternalClient({
        service: 'ai-tools',
        baseUrl: service.baseUrl,
        secret: SECRET,
        timeoutMs: 5_000,
      }),
      orders: new InternalClient({ service: 'orders', baseUrl: service.baseUrl, secret: SECRET, timeoutMs: 5_000 }),
    };

    // Every user buys points first (points.purchased.v1, as orders announces a paid order).
    const credited = new Map<string, number>();
    for (const user of users) {
      const base = between(1500, 2500);
      const bonus = between(0, 300);
      credited.set(user, base + bonus);
      await publisher.publish(
        envelopeOf('points.purchased.v1', {
          pointsOrderId: randomUUID(),
          userId: user,
          basePoints: base,
          bonusPoints: bonus,
          amountCents: base * 10,
          currency: 'usd',
          provider: 'simulated',
          completedAt: new Date().toISOString(),
        }),
      );
    }
    const database = new Client({ connectionString: databaseUrl() });
    await database.connect();
    await waitFor(
      'every points order credited',
      async () =>
        (await database.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE purpose = 'points-order'`))
          .rows[0].n === USERS,
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    await database.end();

    const issued: LedgerRequest[] = [];
    const answers = new Map<string, Answer[]>();
    const identityOf = (request: LedgerRequest) => `${request.kind}:${request.userId}:${request.key}`;
    const paidPurchases: LedgerRequest[] = [];
    const refundedOrders = new Set<string>();
    let refundEvents = 0;
    let retries = 0;
    let started = 0;
    let finished = false;

    /** Sends until the service gives a definitive answer (2xx or 4xx); crashes answer nothing. */
    async function send(request: LedgerRequest): Promise<void> {
      const client = request.kind === 'spend' ? clients['ai-tools'] : clients.orders;
      const path = request.kind === 'spend' ? '/internal/spends' : '/internal/purchases';
      const deadline = Date.now() + 120_000;
      let answer: InternalAnswer<InternalSpendResult | InternalPurchaseResult> | undefined;
      for (let attempt = 0; !answer; attempt += 1) {
        try {
          answer = await client.post<InternalSpendResult | InternalPurchaseResult>(path, request.body);
        } catch (error) {
          if (Date.now() > deadline) throw error;
          retries += 1;
          await sleep(Math.min(500, 20 * 2 ** attempt));
        }
      }
      const recorded: Answer = { status: answer.status };
      if (answer.ok) {
        recorded.transactionId = answer.data.transaction_id;
        recorded.pointsBalance = answer.data.points_balance;
        recorded.replayed = answer.data.replayed;
        if ('lines' in answer.data) {
          recorded.shares = answer.data.lines.map((line) => ({ sellerId: line.seller_id, points: line.seller_share }));
        }
      }
      const identity = identityOf(request);
      const previous = answers.get(identity) ?? [];
      if (answer.ok && request.kind === 'purchase' && !previous.some((a) => a.transactionId))
        paidPurchases.push(request);
      answers.set(identity, [...previous, recorded]);
    }

    function newSpend(): LedgerRequest {
      const userId = pick(users);
      const points = between(1, 40);
      const key = randomUUID();
      return {
        kind: 'spend',
        userId,
        key,
        points,
        body: {
          user_id: userId,
          amount: points,
          type: pick(SPENDING_TYPES),
          description: 'Storm spend',
          metadata: { storm: true },
          idempotency_key: key,
        },
      };
    }

    function newPurchase(): LedgerRequest {
      const userId = pick(users);
      const orderId = randomUUID();
      const lines = Array.from({ length: between(1, 3) }, () => ({
        document_id: randomUUID(),
        seller_id: pick(sellers),
        points: between(5, 60),
        title: 'Storm document',
      }));
      return {
        kind: 'purchase',
        userId,
        key: orderId,
        points: lines.reduce((sum, line) => sum + line.points, 0),
        body: { user_id: userId, order_id: orderId, lines },
      };
    }

    async function refundSomePurchase(): Promise<void> {
      const candidates = paidPurchases.filter((purchase) => !refundedOrders.has(purchase.key));
      if (candidates.length === 0) return;
      const purchase = pick(candidates);
      refundedOrders.add(purchase.key);
      const lines = purchase.body.lines as { document_id: string; seller_id: string; points: number }[];
      const event = envelopeOf('order.refunded.v1', {
        orderId: purchase.key,
        userId: purchase.userId,
        items: lines.map((line) => ({
          documentId: line.document_id,
          sellerId: line.seller_id,
          pointsPrice: line.points,
        })),
        totalPoints: purchase.points,
        reason: 'Storm refund',
        refundedAt: new Date().toISOString(),
      });
      await publisher.publish(event);
      refundEvents += 1;
      // Some refunds arrive twice: redelivered, or announced again under a new event id.
      const echo = random();
      if (echo < 0.05) await publisher.publish(event);
      else if (echo < 0.1) await publisher.publish({ ...event, id: randomUUID() });
    }

    async function worker(): Promise<void> {
      while (started < OPERATIONS) {
        started += 1;
        const roll = random();
        if (roll < 0.1 && issued.length > 0) {
          await send(pick(issued));
        } else if (roll < 0.17) {
          await refundSomePurchase();
        } else {
          const request = roll < 0.6 ? newSpend() : newPurchase();
          issued.push(request);
          await send(request);
        }
      }
    }

    const chaosDone: string[] = [];
    async function chaos(): Promise<void> {
      for (const step of CHAOS) {
        await waitFor(`operation ${step.at * OPERATIONS}`, () => started >= step.at * OPERATIONS || finished, {
          timeoutMs: 240_000,
          intervalMs: 20,
        });
        if (step.action === 'kill service') {
          await service.kill();
          await service.start();
        } else {
          await postgres.crashAndRestart();
        }
        chaosDone.push(step.action);
      }
    }

    const chaosRun = chaos();
    await Promise.all(Array.from({ length: WORKERS }, () => worker()));
    finished = true;
    await chaosRun;
    expect(chaosDone).toEqual(CHAOS.map((step) => step.action));
    expect(service.starts).toBe(4);

    // The refunds are events: wait until the ledger has reversed every refunded order.
    const ledger = new Client({ connectionString: databaseUrl() });
    await ledger.connect();
    try {
      await waitFor(
        'every refund booked',
        async () =>
          (await ledger.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE purpose = 'refund'`)).rows[0]
            .n === refundedOrders.size,
        { timeoutMs: 90_000, intervalMs: 200 },
      );

      // 1. The auditor finds nothing: balanced, caches equal entries, nothing negative, value kept.
      const violations = await auditLedger(
        async (sql, params) => (await ledger.query<Record<string, unknown>>(sql, params)).rows,
      );
      expect(violations).toEqual([]);
      const [lowest] = (await ledger.query(`SELECT min(balance_after)::int AS lowest FROM ledger_entries`)).rows;
      expect(lowest.lowest).toBeGreaterThanOrEqual(0);

      // 2. Every request got answers, and every success answer names the one transaction of its key.
      const booked = new Map<string, { id: string; amount: number }>();
      const { rows } = await ledger.query<{
        id: string;
        purpose: string;
        user_id: string;
        key: string;
        amount: number;
      }>(
        `SELECT t.id, t.purpose, t.user_id, t.idempotency_key AS key, coalesce(e.amount, 0)::int AS amount
           FROM ledger_transactions t
           LEFT JOIN accounts a ON a.kind = 'user_points' AND a.owner_id = t.user_id
           LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.account_id = a.id
          WHERE t.purpose IN ('spend', 'purchase')`,
      );
      for (const row of rows)
        booked.set(`${row.purpose}:${row.user_id}:${row.key}`, { id: row.id, amount: row.amount });
      let successes = 0;
      const unexpected: string[] = [];
      const expectedBalance = new Map(credited);
      const expectedSpent = new Map<string, number>();
      const expectedPending = new Map<string, number>();
      for (const request of issued) {
        const identity = identityOf(request);
        const got = answers.get(identity) ?? [];
        expect(got.length).toBeGreaterThan(0);
        for (const answer of got) {
          if (![200, 201, 402].includes(answer.status)) unexpected.push(`${identity}: ${answer.status}`);
          if (answer.pointsBalance !== undefined) expect(answer.pointsBalance).toBeGreaterThanOrEqual(0);
        }
        const paid = got.filter((answer) => answer.transactionId);
        const transaction = booked.get(identity);
        if (paid.length === 0) {
          expect(transaction).toBeUndefined();
          continue;
        }
        successes += 1;
        expect(new Set(paid.map((answer) => answer.transactionId))).toEqual(new Set([transaction?.id]));
        expect(paid.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(1);
        expect(transaction?.amount).toBe(-request.points);
        const refunded = request.kind === 'purchase' && refundedOrders.has(request.key);
        if (!refunded) {
          expectedBalance.set(request.userId, expectedBalance.get(request.userId)! - request.points);
          expectedSpent.set(request.userId, (expectedSpent.get(request.userId) ?? 0) + request.points);
          for (const share of paid[0]!.shares ?? []) {
            expectedPending.set(share.sellerId, (expectedPending.get(share.sellerId) ?? 0) + share.points);
          }
        }
      }
      expect(unexpected).toEqual([]);
      expect(booked.size).toBe(successes);

      // 3. Each balance is exactly what its answers add up to.
      const { rows: balances } = await ledger.query<{ user_id: string; balance: number; spent: number }>(
        `SELECT user_id, points_balance::int AS balance, lifetime_spent::int AS spent FROM user_points`,
      );
      expect(balances).toHaveLength(USERS);
      for (const row of balances) {
        expect([row.user_id, row.balance, row.spent]).toEqual([
          row.user_id,
          expectedBalance.get(row.user_id),
          expectedSpent.get(row.user_id) ?? 0,
        ]);
      }
      const { rows: pending } = await ledger.query<{ seller_id: string; pending: number }>(
        `SELECT seller_id, pending_points::int AS pending FROM seller_balances`,
      );
      for (const row of pending) expect(row.pending).toBe(expectedPending.get(row.seller_id) ?? 0);

      const refundedPurchases = paidPurchases.filter((purchase) => refundedOrders.has(purchase.key)).length;
      expect(refundedPurchases).toBe(refundedOrders.size);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      process.stdout.write(
        `ledger storm (seed ${seed}): ${OPERATIONS} operations, ${successes} paid of ${issued.length} requests, ` +
          `${refundedOrders.size} refunds (${refundEvents} events plus echoes), ${retries} retries, ` +
          `${chaosDone.length} crashes, ${seconds} s\n`,
      );
    } finally {
      await ledger.end();
    }
  });
});
