import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedIntentCreate {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: URLSearchParams;
}

/**
 * A local stand-in for the Stripe API's PaymentIntent creation, so the SDK's real HTTP calls are
 * exercised without the internet. A repeated idempotency key answers the first PaymentIntent, as
 * Stripe does.
 */
export class FakeStripeApi {
  readonly creates: RecordedIntentCreate[] = [];
  /** Set to make the next creates fail with this HTTP status. */
  failWith: number | undefined;
  private readonly byKey = new Map<string, Record<string, unknown>>();
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

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(payload));
    };
    if (request.method !== 'POST' || request.url !== '/v1/payment_intents') {
      send(404, { error: { type: 'invalid_request_error', message: `no fake for ${request.method} ${request.url}` } });
      return;
    }
    const params = new URLSearchParams(body);
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
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.get('amount')),
      amount_received: 0,
      currency: params.get('currency'),
      description: params.get('description'),
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      status: 'requires_payment_method',
      metadata,
      livemode: false,
    };
    if (idempotencyKey) this.byKey.set(idempotencyKey, intent);
    send(200, intent);
  }
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
