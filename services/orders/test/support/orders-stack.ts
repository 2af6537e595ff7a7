import { randomUUID } from 'node:crypto';
import type { ApiData, DocumentOrder, EventEnvelope } from '@studyhub/contracts';
import { serviceOptionsFrom, startService, type RunningService } from '@studyhub/platform';
import {
  createTestTokenIssuer,
  testLogger,
  publishEvent,
  startTestService,
  waitUntilHandled,
  TEST_RABBITMQ_URL,
  TEST_REDIS_URL,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { ordersService } from '../../src/service';
import { envelopeOf } from './envelopes';

export interface Answer<T = unknown> {
  status: number;
  body: T & {
    error?: { code: string; message: string; fields?: Record<string, string[]>; details?: Record<string, unknown> };
  };
}

export interface RequestOptions {
  as?: string;
  role?: 'user' | 'admin';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SellableDocument {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  pointsPrice: number;
}

/** The orders service on a fresh database and exchange, with tokens and the helpers its tests share. */
export class OrdersStack {
  private constructor(
    readonly service: TestService,
    readonly tokens: TestTokenIssuer,
    private readonly env: Record<string, string>,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<OrdersStack> {
    const tokens = await createTestTokenIssuer();
    const fullEnv = { ORDERS_RECONCILE_INTERVAL_MS: '60000', ...env };
    const service = await startTestService(ordersService, { verifier: tokens.verifier, env: fullEnv });
    return new OrdersStack(service, tokens, fullEnv);
  }

  /** A second replica of the service on the same database and exchange (stop it before close()). */
  async startReplica(): Promise<RunningService> {
    const options = serviceOptionsFrom(ordersService, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_INTERVAL_MS: '200',
      ...this.env,
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      REDIS_URL: TEST_REDIS_URL,
      RABBITMQ_EXCHANGE: this.service.exchange,
      ORDERS_DATABASE_URL: this.service.databaseUrl,
      ORDERS_PORT: '0',
    });
    return startService({ ...options, logger: testLogger('orders-replica'), verifier: this.tokens.verifier });
  }

  get baseUrl(): string {
    return this.service.baseUrl;
  }

  async close(): Promise<void> {
    await this.service.close();
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) {
      headers.authorization = `Bearer ${await this.tokens.sign({ userId: options.as, role: options.role ?? 'user' })}`;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<T>['body'] };
  }

  /** A GET answered with something other than JSON (a CSV export): status, headers and text. */
  async download(
    path: string,
    options: Pick<RequestOptions, 'as' | 'role'> = {},
  ): Promise<{ status: number; headers: Headers; text: string }> {
    const headers: Record<string, string> = {};
    if (options.as) {
      headers.authorization = `Bearer ${await this.tokens.sign({ userId: options.as, role: options.role ?? 'user' })}`;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  async query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.service.kernel.dataSource.query<T[]>(sql, parameters);
  }

  /** Events this service committed to its outbox, oldest first. */
  async outbox<T = Record<string, unknown>>(type: string): Promise<EventEnvelope<string, T>[]> {
    const rows = await this.query<{ envelope: EventEnvelope<string, T> }>(
      `SELECT envelope FROM outbox WHERE event_type = $1 ORDER BY id`,
      [type],
    );
    return rows.map((row) => row.envelope);
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    await publishEvent(this.service, envelope);
    await waitUntilHandled(this.service, envelope.id);
  }

  async checkout(buyer: string, documentIds: readonly string[]): Promise<Answer<ApiData<DocumentOrder>>> {
    return this.request<ApiData<DocumentOrder>>('POST', '/orders/checkout', {
      as: buyer,
      body: { document_ids: documentIds },
    });
  }

  /** Makes an order look as if it had been created `ms` ago (time is the database's). */
  async ageOrder(orderId: string, ms: number): Promise<void> {
    await this.query(
      `UPDATE orders SET created_at = created_at - make_interval(secs => $2::double precision / 1000) WHERE id = $1`,
      [orderId, ms],
    );
  }

  async orderRow(orderId: string): Promise<{ status: string; payment_status: string } | undefined> {
    const [row] = await this.query<{ status: string; payment_status: string }>(
      `SELECT status, payment_status FROM orders WHERE id = $1`,
      [orderId],
    );
    return row;
  }

  /** A document catalog approved for sale, known to the read copy before returning. */
  async approvedDocument(overrides: Partial<SellableDocument> = {}): Promise<SellableDocument> {
    const documentId = overrides.documentId ?? randomUUID();
    const document: SellableDocument = {
      documentId,
      sellerId: overrides.sellerId ?? randomUUID(),
      title: overrides.title ?? `Notes ${documentId.slice(0, 8)}`,
      slug: overrides.slug ?? `notes-${documentId.slice(0, 8)}`,
      pointsPrice: overrides.pointsPrice ?? 50,
    };
    await this.publish(
      envelopeOf('document.approved.v1', {
        ...document,
        reason: '',
        moderatorId: randomUUID(),
      }),
    );
    return document;
  }
}
