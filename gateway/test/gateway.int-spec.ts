import { connect } from 'amqplib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { OutboxWriter, JwtVerifier, deadLetterQueueOf, loadConfig, queueNameFor } from '@studyhub/platform';
import { TEST_RABBITMQ_URL, TEST_REDIS_URL, testLogger, uniqueSuffix, waitFor } from '@studyhub/platform/testing';
import { eventRegistry } from '@studyhub/contracts';
import { ACCOUNT_CHANGE_EVENTS } from '../src/access/account-changes';
import { gatewayEnvSchema } from '../src/gateway.config';
import { startGateway, type RunningGateway } from '../src/gateway';

jest.setTimeout(30_000);

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  service: string;
}

function fakeService(name: string): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/health/ready') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'ready', checks: { database: { status: 'up', latency_ms: 1 } } }));
        return;
      }
      const respond = () => {
        const echo: Echo = {
          service: name,
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': name });
        response.end(JSON.stringify({ data: echo }));
      };
      if (request.url?.startsWith('/documents/slow')) setTimeout(respond, 1500);
      else respond();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('gateway', () => {
  let gateway: RunningGateway;
  let base: string;
  const upstreams: Server[] = [];
  let signToken: (userId: string, options?: { expiresIn?: string }) => Promise<string>;
  const exchange = `studyhub.test.gateway.${uniqueSuffix()}`;

  beforeAll(async () => {
    const catalog = await fakeService('catalog');
    const content = await fakeService('content');
    const auth = await fakeService('auth');
    upstreams.push(catalog, content, auth);

    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA' };
    const verifier = new JwtVerifier({
      jwksUrl: 'http://unused.invalid/jwks',
      issuer: 'studyhub-auth',
      audience: 'studyhub',
      keySet: createLocalJWKSet({ keys: [jwk] }),
    });
    signToken = (userId, options = {}) =>
      new SignJWT({ role: 'user', status: 'active' })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setSubject(userId)
        .setIssuer('studyhub-auth')
        .setAudience('studyhub')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(privateKey);

    const config = loadConfig(gatewayEnvSchema, {
      GATEWAY_PORT: '0',
      REDIS_URL: TEST_REDIS_URL,
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      RABBITMQ_EXCHANGE: exchange,
      CATALOG_URL: `http://127.0.0.1:${portOf(catalog)}`,
      CONTENT_URL: `http://127.0.0.1:${portOf(content)}`,
      AUTH_URL: `http://127.0.0.1:${portOf(auth)}`,
      // Nothing listens on port 9: an unreachable service.
      ORDERS_URL: 'http://127.0.0.1:9',
      RATE_LIMIT_POINTS: '5',
      RATE_LIMIT_SENSITIVE_POINTS: '2',
      UPSTREAM_TIMEOUT_MS: '500',
      PUBLIC_URL: 'http://localhost:3000',
    });
    gateway = await startGateway(config, {
      verifier,
      logger: testLogger('gateway'),
      rateLimitKeyPrefix: `test:${uniqueSuffix()}`,
    });
    base = `http://127.0.0.1:${gateway.port}`;
    await gateway.broker.waitUntilConnected(10_000);
  });

  afterAll(async () => {
    await gateway?.stop();
    for (const server of upstreams) server.close();
    const connection = await connect(TEST_RABBITMQ_URL);
    const channel = await connection.createChannel();
    await channel.deleteExchange(exchange);
    // The gateway's durable queues for account changes (ADR 0036) outlive the exchange otherwise.
    for (const type of ACCOUNT_CHANGE_EVENTS) {
      const queue = queueNameFor(exchange, 'gateway', type);
      await channel.deleteQueue(queue);
      await channel.deleteQueue(deadLetterQueueOf(queue));
    }
    await connection.close();
  });

  it('routes /api/<area> to the owning service with the body, query, credentials and ids', async () => {
    const token = await signToken('user-route');
    const response = await fetch(`${base}/api/documents/abc/related?limit=3`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: 'sh_access=cookie-token',
        'content-type': 'application/json',
        'x-request-id': 'req-from-client-1',
      },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('catalog');
    expect(response.headers.get('x-request-id')).toBe('req-from-client-1');
    const { data } = (await response.json()) as { data: Echo };
    expect(data).toMatchObject({ service: 'catalog', method: 'POST', url: '/documents/abc/related?limit=3' });
    expect(JSON.parse(data.body)).toEqual({ hello: 'world' });
    expect(data.headers.authorization).toBe(`Bearer ${token}`);
    expect(data.headers.cookie).toBe('sh_access=cookie-token');
    expect(data.headers['x-request-id']).toBe('req-from-client-1');
    expect(data.headers['x-correlation-id']).toBe('req-from-client-1');
    expect(data.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('sends specific routes to their owner before the area prefix', async () => {
    const reports = await fetch(`${base}/api/documents/abc/reports`, { method: 'POST', body: '{}' });
    expect(((await reports.json()) as { data: Echo }).data.service).toBe('content');
    const contact = await fetch(`${base}/api/contact`, { method: 'POST', body: '{}' });
    expect(((await contact.json()) as { data: Echo }).data.service).toBe('content');
  });

  it('never routes internal, unknown or dot-segment paths', async () => {
    for (const path of ['/api/internal/spend', '/api/no-such-area', '/api/documents/%2e%2e/internal/spend']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 502 when the service is unreachable and 504 when it is too slow', async () => {
    const token = await signToken('user-errors');
    const down = await fetch(`${base}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ error: { code: 'BAD_GATEWAY' } });
    const slow = await fetch(`${base}/api/documents/slow`, { headers: { authorization: `Bearer ${token}` } });
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ error: { code: 'GATEWAY_TIMEOUT' } });
  });

  it('rate limits each signed-in user separately, with Retry-After', async () => {
    const alice = await signToken('user-alice');
    const bob = await signToken('user-bob');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await fetch(`${base}/api/subjects`, { headers: { authorization: `Bearer ${alice}` } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await fetch(`${base}/api/subjects`, { headers: { authorization: `Bearer ${alice}` } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const other = await fetch(`${base}/api/subjects`, { headers: { authorization: `Bearer ${bob}` } });
    expect(other.status).toBe(201);
  });

  it('gives sign-in routes a smaller budget per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const token = await signToken(`user-login-${i}`);
      statuses.push(
        (
          await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: '{}',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('allows the site origin with credentials and sets security headers', async () => {
    const preflight = await fetch(`${base}/api/documents`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(`${base}/api/documents`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const live = await fetch(`${base}/health/live`);
    expect(live.headers.get('x-content-type-options')).toBe('nosniff');
    expect(live.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('lists every service by name in its readiness', async () => {
    const response = await fetch(`${base}/health/ready`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
    expect(Object.keys(body.services).sort()).toEqual([
      'ai-tools',
      'auth',
      'catalog',
      'content',
      'document-processing',
      'notifications',
      'orders',
      'points-ledger',
    ]);
    expect(body.services.catalog?.status).toBe('ready');
    expect(body.services.orders?.status).toBe('unreachable');
    expect(body.status).toBe('degraded');
  });

  describe('live event stream', () => {
    interface SseEvent {
      event?: string;
      id?: string;
      data?: unknown;
    }

    async function openStream(token: string | undefined) {
      const controller = new AbortController();
      const response = await fetch(`${base}/api/events/stream`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      });
      const events: SseEvent[] = [];
      let ended = false;
      if (response.ok && response.body) {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        void (async () => {
          try {
            for (;;) {
              const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
              if (done) break;
              buffer += decoder.decode(value, { stream: true });
              let index;
              while ((index = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, index);
                buffer = buffer.slice(index + 2);
                const event: SseEvent = {};
                for (const line of block.split('\n')) {
                  if (line.startsWith('event: ')) event.event = line.slice(7);
                  if (line.startsWith('id: ')) event.id = line.slice(4);
                  if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
                }
                if (event.event) events.push(event);
              }
            }
          } catch {
            // aborted
          }
          ended = true;
        })();
      }
      return { response, events, isEnded: () => ended, close: () => controller.abort() };
    }

    async function publishBalance(userId: string, pointsBalance: number): Promise<string> {
      const writer = new OutboxWriter('points-ledger', eventRegistry);
      const envelope = writer.envelopeOf('points.balance-changed.v1', {
        userId,
        pointsBalance,
        lifetimeSpent: 0,
        transactionId: `tx-${pointsBalance}`,
      });
      const connection = await connect(TEST_RABBITMQ_URL);
      const channel = await connection.createConfirmChannel();
      channel.publish(exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), { messageId: envelope.id });
      await channel.waitForConfirms();
      await connection.close();
      return envelope.id;
    }

    it('refuses a caller without a valid session', async () => {
      const stream = await openStream(undefined);
      expect(stream.response.status).toBe(401);
      expect(await stream.response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    });

    it("delivers a user's balance changes to that user only", async () => {
      const aliceId = '6f1c1c52-4c53-4b8f-9a55-1a1d3c0e9a01';
      const bobId = '6f1c1c52-4c53-4b8f-9a55-1a1d3c0e9a02';
      const alice = await openStream(await signToken(aliceId));
      const bob = await openStream(await signToken(bobId));
      expect(alice.response.headers.get('content-type')).toContain('text/event-stream');
      await waitFor('both streams ready', () => alice.events.length > 0 && bob.events.length > 0);
      expect(alice.events[0]).toMatchObject({ event: 'ready', data: { user_id: aliceId } });

      const eventId = await publishBalance(aliceId, 120);
      await waitFor('the balance event', () => alice.events.some((e) => e.event === 'balance'));
      expect(alice.events.find((e) => e.event === 'balance')).toEqual({
        event: 'balance',
        id: eventId,
        data: { userId: aliceId, pointsBalance: 120, lifetimeSpent: 0, transactionId: 'tx-120' },
      });
      await publishBalance(bobId, 7);
      await waitFor("bob's balance event", () => bob.events.some((e) => e.event === 'balance'));
      expect(bob.events.filter((e) => e.event === 'balance')).toHaveLength(1);
      expect(alice.events.filter((e) => e.event === 'balance')).toHaveLength(1);
      alice.close();
      bob.close();
      await waitFor('streams released', () => gateway.liveConnections.count() === 0);
    });

    it('ends the stream when the access token expires', async () => {
      const stream = await openStream(await signToken('6f1c1c52-4c53-4b8f-9a55-1a1d3c0e9a03', { expiresIn: '2s' }));
      expect(stream.response.status).toBe(200);
      await waitFor('the stream to end', () => stream.isEnded(), { timeoutMs: 6000 });
    });
  });
});
