import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedIntentCreate {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: URLSearchParams;
}

export interface RecordedIntentCancel {
  id: string;
  params: URLSearchParams;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string | null;
  description: string | null;
  client_secret: string;
  status: string;
  cancellation_reason: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

/** Stripe refuses to cancel a PaymentIntent in these states (processing: in all but rare cases). */
const NOT_CANCELABLE = new Set(['succeeded', 'canceled', 'processing']);

/**
 * A local stand-in for the Stripe API's PaymentIntents (create, retrieve, cancel), so the SDK's
 * real HTTP calls are exercised without the internet. It keeps each PaymentIntent's state the way
 * Stripe does: a repeated idempotency key answers the first PaymentIntent, a succeeded or canceled
 * one cannot be canceled (400 payment_intent_unexpected_state), an unknown id is 404
 * resource_missing. Tests move a PaymentIntent as a buyer would with `pay`.
 */
export class FakeStripeApi {
  readonly creates: RecordedIntentCreate[] = [];
  readonly cancels: RecordedIntentCancel[] = [];
  /** Set to make the next creates fail with this HTTP status. */
  failWith: number | undefined;
  /** Set to make cancels and retrieves fail with this HTTP status (Stripe having an outage). */
  failReadsAndCancelsWith: number | undefined;
  private readonly byKey = new Map<string, FakeIntent>();
  private readonly intents = new Map<string, FakeIntent>();
  private server: http.Server | undefined;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.answer(request, Buffer.concat(chunks).toString('utf8'), response));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The buyer's card went through: the PaymentIntent took its whole amount. */
  pay(id: string): void {
    const intent = this.intent(id);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }

  /** Moves a PaymentIntent to any state (e.g. `processing` for a bank debit under way). */
  setStatus(id: string, status: string): void {
    this.intent(id).status = status;
  }

  statusOf(id: string): string {
    return this.intent(id).status;
  }

  private intent(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`the fake Stripe has no PaymentIntent ${id}`);
    return intent;
  }

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(payload));
    };
    const params = new URLSearchParams(body);
    if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      this.create(request, params, send);
      return;
    }
    const match = /^\/v1\/payment_intents\/([^/?]+)(\/cancel)?(?:\?.*)?$/.exec(request.url ?? '');
    const isCancel = request.method === 'POST' && match?.[2] === '/cancel';
    const isRetrieve = request.method === 'GET' && match !== null && match[2] === undefined;
    if (!match || (!isCancel && !isRetrieve)) {
      send(404, { error: { type: 'invalid_request_error', message: `no fake for ${request.method} ${request.url}` } });
      return;
    }
    const id = decodeURIComponent(match[1]!);
    if (isCancel) this.cancels.push({ id, params });
    if (this.failReadsAndCancelsWith !== undefined) {
      send(this.failReadsAndCancelsWith, {
        error: { type: 'api_error', message: 'the fake Stripe is failing on purpose' },
      });
      return;
    }
    const intent = this.intents.get(id);
    if (!intent) {
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${id}'`,
        },
      });
      return;
    }
    if (isRetrieve) {
      send(200, intent);
      return;
    }
    if (NOT_CANCELABLE.has(intent.status)) {
      send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          payment_intent: intent,
        },
      });
      return;
    }
    intent.status = 'canceled';
    intent.cancellation_reason = params.get('cancellation_reason');
    send(200, intent);
  }

  private create(
    request: http.IncomingMessage,
    params: URLSearchParams,
    send: (status: number, payload: unknown) => void,
  ): void {
    const idempotencyKey = header(request, 'idempotency-key');
    this.creates.push({ idempotencyKey, authorization: header(request, 'authorization'), params });
    if (this.failWith !== undefined) {
      send(this.failWith, { error: { type: 'api_error', message: 'the fake Stripe is failing on purpose' } });
      return;
    }
    const existing = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
    if (existing) {
      send(200, existing);
      return;
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.get('amount')),
      amount_received: 0,
      currency: params.get('currency'),
      description: params.get('description'),
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      status: 'requires_payment_method',
      cancellation_reason: null,
      metadata,
      livemode: false,
    };
    this.intents.set(id, intent);
    if (idempotencyKey) this.byKey.set(idempotencyKey, intent);
    send(200, intent);
  }
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
