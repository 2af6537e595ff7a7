import { randomUUID } from 'node:crypto';
import type { ApiError, EventEnvelope } from '@studyhub/contracts';
import { InternalClient, type InternalAnswer } from '@studyhub/platform';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { auditLedger, type AuditViolation } from '../../src/audit';
import { LedgerSweeper, type SweepResult } from '../../src/jobs/ledger-sweeper';
import { pointsLedgerService } from '../../src/service';
import { envelopeOf } from './envelopes';

export const TEST_INTERNAL_SECRET = 'points-ledger-test-internal-secret';

export interface HttpAnswer<T> {
  status: number;
  body: { data: T; meta?: { page: number; limit: number; total: number } } & Partial<ApiError>;
}

export type Caller = string | { userId: string; role: 'user' | 'admin'; status?: string };

/**
 * The points-ledger service on a fresh database and an exchange of its own, with the clients the
 * tests call it through: signed internal calls as orders or ai-tools, user tokens, and events.
 */
export class LedgerStack {
  private constructor(
    readonly service: TestService,
    readonly tokens: TestTokenIssuer,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<LedgerStack> {
    const tokens = await createTestTokenIssuer();
    const service = await startTestService(pointsLedgerService, {
      verifier: tokens.verifier,
      // The sweeper is run by hand in tests unless a test asks for its timer.
      env: { INTERNAL_API_SECRET: TEST_INTERNAL_SECRET, LEDGER_SWEEP_INTERVAL_MS: '3600000', ...env },
    });
    return new LedgerStack(service, tokens);
  }

  /** Signed internal calls made as `caller` (orders, ai-tools, or a service that may not call). */
  as(caller: string, secret = TEST_INTERNAL_SECRET): InternalClient {
    return new InternalClient({ service: caller, baseUrl: this.service.baseUrl, secret });
  }

  get orders(): InternalClient {
    return this.as('orders');
  }

  get aiTools(): InternalClient {
    return this.as('ai-tools');
  }

  async request<T>(
    method: 'GET' | 'POST',
    path: string,
    caller: Caller | undefined,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer<T>> {
    const who = typeof caller === 'string' ? { userId: caller, role: 'user' as const } : caller;
    const token = who ? await this.tokens.sign(who) : undefined;
    const response = await fetch(`${this.service.baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as HttpAnswer<T>['body'] };
  }

  /** A GET answered with something other than JSON (a CSV export). */
  async download(path: string, caller?: Caller): Promise<{ status: number; headers: Headers; text: string }> {
    const who = typeof caller === 'string' ? { userId: caller, role: 'user' as const } : caller;
    const token = who ? await this.tokens.sign(who) : undefined;
    const response = await fetch(`${this.service.baseUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  get<T>(path: string, caller?: Caller): Promise<HttpAnswer<T>> {
    return this.request<T>('GET', path, caller);
  }

  post<T>(path: string, body: unknown, caller?: Caller, headers?: Record<string, string>): Promise<HttpAnswer<T>> {
    return this.request<T>('POST', path, caller, body, headers);
  }

  /** A paid points order, as orders announces it; resolves once the ledger handled it. */
  async creditPoints(
    userId: string,
    basePoints: number,
    bonusPoints = 0,
    pointsOrderId: string = randomUUID(),
  ): Promise<EventEnvelope> {
    const event = envelopeOf('points.purchased.v1', {
      pointsOrderId,
      userId,
      basePoints,
      bonusPoints,
      amountCents: basePoints * 10,
      currency: 'usd',
      provider: 'simulated',
      completedAt: new Date().toISOString(),
    });
    await this.deliver(event);
    return event;
  }

  /** order.refunded.v1 for an order, as orders announces it; resolves once handled. */
  async refundOrder(
    orderId: string,
    userId: string,
    items: { documentId: string; sellerId: string; pointsPrice: number }[],
  ): Promise<EventEnvelope> {
    const event = envelopeOf('order.refunded.v1', {
      orderId,
      userId,
      items,
      totalPoints: items.reduce((sum, item) => sum + item.pointsPrice, 0),
      reason: 'Changed my mind',
      refundedAt: new Date().toISOString(),
    });
    await this.deliver(event);
    return event;
  }

  async deliver(event: EventEnvelope): Promise<void> {
    await publishEvent(this.service, event);
    await waitUntilHandled(this.service, event.id);
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.service.kernel.dataSource.query<T[]>(sql, params);
  }

  /** The data of every event of this type in the outbox, oldest first. */
  async outboxEvents<T = Record<string, unknown>>(type: string): Promise<(EventEnvelope & { data: T })[]> {
    const rows = await this.query<{ envelope: EventEnvelope & { data: T } }>(
      `SELECT envelope FROM outbox WHERE event_type = $1 ORDER BY id`,
      [type],
    );
    return rows.map((row) => row.envelope);
  }

  audit(): Promise<AuditViolation[]> {
    return auditLedger((sql, params) => this.query(sql, params));
  }

  sweep(): Promise<SweepResult> {
    return this.service.app.get(LedgerSweeper).sweep();
  }

  close(): Promise<void> {
    return this.service.close();
  }
}

/** The answer's data, failing the test with the whole answer when the call did not succeed. */
export function dataOf<T>(answer: InternalAnswer<T>): T {
  if (!answer.ok) throw new Error(`expected success, got ${answer.status} ${answer.code}: ${answer.message}`);
  return answer.data;
}
