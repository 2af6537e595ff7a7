import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { withDatabase } from '@studyhub/platform';
import { TEST_POSTGRES_URL, TEST_RABBITMQ_URL, TEST_REDIS_URL } from '@studyhub/platform/testing';
import { deleteBrokerObjects } from '../broker-cleanup';
import { HostProcess } from '../host-process';
import type { HostMessage, ReadyMessage } from '../ipc';
import type { SellableDocument } from './checkout-plan';

export interface Hosted {
  host: HostProcess;
  origin: string;
}

/**
 * The processes of the money path, each started from its build as `main.ts` would: points-ledger,
 * orders calling it, and the gateway in front of orders, on one exchange of their own and
 * databases of their own, signing internal calls with a secret made for this run.
 */
export class MoneyStack {
  readonly exchange: string;
  readonly secret = `bench-money-${randomBytes(24).toString('hex')}`;
  readonly ledgerDatabaseUrl: string;
  readonly ordersDatabaseUrl: string;
  private readonly rateLimitPrefix: string;
  private readonly hosts: HostProcess[] = [];

  constructor(
    suffix: string,
    private readonly jwksUrl: string,
  ) {
    this.exchange = `studyhub.bench.money.${suffix}`;
    this.ledgerDatabaseUrl = withDatabase(TEST_POSTGRES_URL, `studyhub_bench_points_ledger_${suffix}`);
    this.ordersDatabaseUrl = withDatabase(TEST_POSTGRES_URL, `studyhub_bench_orders_${suffix}`);
    this.rateLimitPrefix = `studyhub:bench:${suffix}:ratelimit`;
  }

  private env(): Record<string, string> {
    return {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      BIND_HOST: '127.0.0.1',
      POSTGRES_URL: TEST_POSTGRES_URL,
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      REDIS_URL: TEST_REDIS_URL,
      RABBITMQ_EXCHANGE: this.exchange,
      INTERNAL_API_SECRET: this.secret,
      AUTH_JWKS_URL: this.jwksUrl,
    };
  }

  private async start(name: string, script: string, env: Record<string, string>): Promise<Hosted> {
    const host = HostProcess.start(name, script, { ...this.env(), ...env });
    this.hosts.push(host);
    const { port } = await host.next<ReadyMessage>('ready', 120_000);
    return { host, origin: `http://127.0.0.1:${port ?? 0}` };
  }

  startLedger(): Promise<Hosted> {
    return this.start('points-ledger', 'ledger-host', {
      POINTS_LEDGER_PORT: '0',
      POINTS_LEDGER_DATABASE_URL: this.ledgerDatabaseUrl,
    });
  }

  startOrders(ledgerOrigin: string): Promise<Hosted> {
    return this.start('orders', 'orders-host', {
      ORDERS_PORT: '0',
      ORDERS_DATABASE_URL: this.ordersDatabaseUrl,
      POINTS_LEDGER_URL: ledgerOrigin,
    });
  }

  startGateway(ordersOrigin: string, ledgerOrigin: string): Promise<Hosted> {
    return this.start('gateway', 'gateway-host', {
      GATEWAY_PORT: '0',
      ORDERS_URL: ordersOrigin,
      POINTS_LEDGER_URL: ledgerOrigin,
      // The bench is a few hundred callers on one address; the limits are not what it measures.
      RATE_LIMIT_POINTS: '1000000000',
      RATE_LIMIT_SENSITIVE_POINTS: '1000000000',
      BENCH_RATE_LIMIT_PREFIX: this.rateLimitPrefix,
    });
  }

  static async fund(ledger: HostProcess, accounts: readonly [string, number][]): Promise<void> {
    await ledger.request<HostMessage>({ type: 'fund', accounts }, 'funded', 120_000);
  }

  static async approve(orders: HostProcess, documents: readonly SellableDocument[]): Promise<void> {
    await orders.request<HostMessage>({ type: 'documents', documents }, 'documents-recorded', 60_000);
  }

  /** Stops every process (each drops its database and queues), then the exchange and rate-limit keys go. */
  async stop(): Promise<void> {
    for (const host of this.hosts.splice(0).reverse()) await host.stop();
    await deleteBrokerObjects(TEST_RABBITMQ_URL, { exchanges: [this.exchange, `${this.exchange}.dlx`] }).catch(
      () => undefined,
    );
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys = await redis.keys(`${this.rateLimitPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    } catch {
      // Rate-limit keys expire with their window anyway.
    } finally {
      redis.disconnect();
    }
  }
}
