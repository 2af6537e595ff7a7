import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { connect } from 'amqplib';
import { EVENT_CATALOG } from '@studyhub/contracts';
import { Pool, type QueryResultRow } from 'pg';
import { envPrefix } from '../config/env-schemas';
import { deadLetterExchangeOf, deadLetterQueueOf, queueNameFor } from '../messaging/topology';
import {
  TEST_RABBITMQ_URL,
  TEST_REDIS_URL,
  createTestDatabase,
  uniqueSuffix,
  type TestDatabase,
} from './test-database';
import { waitFor } from './wait-for';

export interface ServiceProcessOptions {
  /** The service's name, e.g. `points-ledger`: it names its port and database variables. */
  service: string;
  /** The built entry point to run with node, e.g. `services/points-ledger/dist/main.js`. */
  main: string;
  /** The working directory of the child (the repository root). */
  cwd: string;
  /**
   * The exchange to publish and consume on: another test service's, to receive its events. Left
   * out, the process gets an exchange of its own, deleted by `close`.
   */
  exchange?: string;
  /** More variables for the child (secrets, intervals); they win over the defaults. */
  env?: Record<string, string>;
  /** How long the child may take to answer /health/ready. */
  readyTimeoutMs?: number;
  /** The port to listen on, when the test must name it before the start (e.g. in auth's own JWKS URL). */
  port?: number;
}

/**
 * Another service, built, running as a child process (`node <dist>/main.js`) on a fresh test
 * database, a free port and the test's broker and Redis, for integration tests that need the real
 * thing on the other side of an HTTP call or an event. A service never imports another's code, so
 * it runs as a process. `query` reads its database; `close` stops it, drops the database and
 * deletes the queues it declared.
 */
export class ServiceProcess {
  private output = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly database: TestDatabase,
    private readonly pool: Pool,
    readonly url: string,
    readonly exchange: string,
    private readonly options: ServiceProcessOptions,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => this.remember(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.remember(chunk));
  }

  static async start(options: ServiceProcessOptions): Promise<ServiceProcess> {
    if (!existsSync(options.main)) throw new Error(`${options.main} is missing: run npm run build:backend first`);
    const prefix = envPrefix(options.service);
    const database = await createTestDatabase(options.service);
    const port = options.port ?? (await freePort());
    const exchange = options.exchange ?? `studyhub.test.${options.service}.${uniqueSuffix()}`;
    const child = spawn(process.execPath, [options.main], {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'debug' : 'warn',
        [`${prefix}_PORT`]: String(port),
        [`${prefix}_DATABASE_URL`]: database.url,
        RABBITMQ_URL: TEST_RABBITMQ_URL,
        RABBITMQ_EXCHANGE: exchange,
        REDIS_URL: TEST_REDIS_URL,
        OUTBOX_POLL_INTERVAL_MS: '200',
        ...options.env,
      },
    });
    const pool = new Pool({ connectionString: database.url, max: 4 });
    // Dropping the database at the end ends idle connections from the server side.
    pool.on('error', () => undefined);
    const started = new ServiceProcess(child, database, pool, `http://127.0.0.1:${port}`, exchange, options);
    try {
      await waitFor(
        `${options.service} ready`,
        async () => {
          if (child.exitCode !== null) {
            throw new Error(`${options.service} exited ${child.exitCode}: ${started.output}`);
          }
          const response = await fetch(`${started.url}/health/ready`).catch(() => undefined);
          return response?.status === 200;
        },
        { timeoutMs: options.readyTimeoutMs ?? 60_000, intervalMs: 100 },
      );
    } catch (error) {
      await started.close();
      throw error;
    }
    return started;
  }

  /** Reads the service's own database (what a test checks after the service acted). */
  async query<T extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(sql, params)).rows;
  }

  /** The child's last output, for a failure message. */
  get recentOutput(): string {
    return this.output;
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.child.kill('SIGTERM');
      const timeout = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    }
    await this.pool.end();
    await this.database.drop();
    await this.deleteBrokerObjects();
  }

  /**
   * The queues the service declared as a consumer, and its exchange when it had one of its own.
   * Quorum queues left behind pile up on the broker and slow every later declaration.
   */
  private async deleteBrokerObjects(): Promise<void> {
    const queues = EVENT_CATALOG.filter((event) =>
      (event.consumers as readonly string[]).includes(this.options.service),
    ).map((event) => queueNameFor(this.exchange, this.options.service, event.type));
    const exchanges = this.options.exchange === undefined ? [this.exchange, deadLetterExchangeOf(this.exchange)] : [];
    const connection = await connect(TEST_RABBITMQ_URL);
    try {
      for (const queue of queues.flatMap((name) => [name, deadLetterQueueOf(name)])) {
        const channel = await connection.createChannel();
        channel.on('error', () => undefined);
        await channel.deleteQueue(queue).catch(() => undefined);
        await channel.close().catch(() => undefined);
      }
      for (const name of exchanges) {
        const channel = await connection.createChannel();
        channel.on('error', () => undefined);
        await channel.deleteExchange(name).catch(() => undefined);
        await channel.close().catch(() => undefined);
      }
    } finally {
      await connection.close();
    }
  }

  private remember(chunk: Buffer): void {
    this.output = (this.output + chunk.toString('utf8')).slice(-4000);
  }
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
