import path from 'node:path';
import { argon2id, hash as argon2Hash } from 'argon2';
import { connect } from 'amqplib';
import { Redis } from 'ioredis';
import { deadLetterQueueOf, loadConfig, queueNameFor } from '@studyhub/platform';
import {
  ServiceProcess,
  TEST_RABBITMQ_URL,
  freePort,
  TEST_REDIS_URL,
  sleep,
  testLogger,
  uniqueSuffix,
  waitFor,
} from '@studyhub/platform/testing';
import { ACCOUNT_CHANGE_EVENTS } from '../src/access/account-changes';
import { gatewayEnvSchema } from '../src/gateway.config';
import { startGateway, type RunningGateway } from '../src/gateway';

jest.setTimeout(120_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const mainOf = (service: string) => path.join(REPO_ROOT, 'services', service, 'dist', 'main.js');
const PASSWORD = 'correct horse battery';
const ENDED = 'Your session has ended. Please sign in again.';

interface Account {
  id: string;
  email: string;
}

interface Answer {
  status: number;
  body: { data?: unknown; error?: { code: string; message: string } };
}

/**
 * ADR 0036 end to end on the real thing: auth and points-ledger as built processes on one exchange,
 * the gateway in front of them with auth's real keys, the real broker and Redis. A deactivation or
 * deletion in auth ends the user's tokens at the gateway within moments, on member and admin
 * routes of another service and on the live stream; a reactivation lets a fresh sign-in in.
 */
describe('access revocation through the gateway', () => {
  let auth: ServiceProcess;
  let ledger: ServiceProcess;
  let gateway: RunningGateway;
  let base: string;
  let actingAdminToken: string;
  const revocationPrefix = `test:revoked:${uniqueSuffix()}`;

  beforeAll(async () => {
    // Auth verifies its own tokens against its key set too, so it must know its address first.
    const authPort = await freePort();
    const jwksUrl = `http://127.0.0.1:${authPort}/.well-known/jwks.json`;
    auth = await ServiceProcess.start({
      service: 'auth',
      main: mainOf('auth'),
      cwd: REPO_ROOT,
      port: authPort,
      env: { AUTH_JWKS_URL: jwksUrl },
    });
    ledger = await ServiceProcess.start({
      service: 'points-ledger',
      main: mainOf('points-ledger'),
      cwd: REPO_ROOT,
      exchange: auth.exchange,
      env: { AUTH_JWKS_URL: jwksUrl },
    });
    const config = loadConfig(gatewayEnvSchema, {
      GATEWAY_PORT: '0',
      REDIS_URL: TEST_REDIS_URL,
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      RABBITMQ_EXCHANGE: auth.exchange,
      AUTH_URL: auth.url,
      POINTS_LEDGER_URL: ledger.url,
      AUTH_JWKS_URL: jwksUrl,
      RATE_LIMIT_POINTS: '1000',
      RATE_LIMIT_SENSITIVE_POINTS: '1000',
    });
    gateway = await startGateway(config, {
      logger: testLogger('gateway'),
      rateLimitKeyPrefix: `test:${uniqueSuffix()}`,
      revocationKeyPrefix: revocationPrefix,
    });
    base = `http://127.0.0.1:${gateway.port}`;
    await gateway.broker.waitUntilConnected(10_000);
    const actingAdmin = await insertAccount('admin');
    actingAdminToken = await signIn(actingAdmin);
  });

  afterAll(async () => {
    await gateway?.stop();
    await ledger?.close();
    // The gateway's durable queues live on auth's exchange; auth's close deletes the exchange.
    if (auth) await deleteGatewayQueues(auth.exchange);
    await auth?.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${revocationPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function insertAccount(role: 'user' | 'admin'): Promise<Account> {
    const email = `revocation-${role}-${uniqueSuffix()}@example.org`;
    const passwordHash = await argon2Hash(PASSWORD, {
      type: argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    const [row] = await auth.query<{ id: string }>(
      `INSERT INTO users (email, full_name, role, status, password_hash, email_verified_at)
       VALUES ($1, 'Revocation Test', $2, 'active', $3, now()) RETURNING id`,
      [email, role, passwordHash],
    );
    return { id: row!.id, email };
  }

  async function call(
    method: string,
    pathname: string,
    token: string | null,
    options: { body?: unknown; cookie?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  }

  async function signIn(account: Account, cookie?: string): Promise<string> {
    const answer = await call('POST', '/api/auth/login', null, {
      body: { email: account.email, password: PASSWORD },
      ...(cookie ? { cookie } : {}),
    });
    expect(answer.status).toBe(200);
    return (answer.body.data as { access_token: string }).access_token;
  }

  const setStatus = async (userId: string, status: 'active' | 'inactive') =>
    expect((await call('PATCH', `/api/users/${userId}/status`, actingAdminToken, { body: { status } })).status).toBe(
      200,
    );

  /** The first answer that is not 200 within a few seconds (the event's trip through the relay). */
  const refusalOf = (pathname: string, token: string) =>
    waitFor(
      `${pathname} refused`,
      async () => {
        const answer = await call('GET', pathname, token);
        return answer.status === 200 ? null : answer;
      },
      { timeoutMs: 5_000, intervalMs: 50 },
    );

  it('refuses a deactivated student on member routes of another service and of auth, and their stream ends', async () => {
    const student = await insertAccount('user');
    const token = await signIn(student);
    expect((await call('GET', '/api/points/balance', token)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
    const stream = await openStream(token);

    await setStatus(student.id, 'inactive');

    const refused = await refusalOf('/api/points/balance', token);
    expect(refused).toEqual({
      status: 401,
      body: { error: expect.objectContaining({ code: 'UNAUTHENTICATED', message: ENDED }) },
    });
    expect(refused.body.data).toBeUndefined();
    expect((await call('GET', '/api/points/transactions', token)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(401);
    await stream.ended;
    const again = await fetch(`${base}/api/events/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(401);
    expect(((await again.json()) as Answer['body']).error?.message).toBe(ENDED);
    // A public route still answers the same caller, as an anonymous visitor.
    expect((await call('GET', '/api/auth/registration', token)).status).toBe(200);
  });

  it('refuses a deactivated admin on admin routes of another service and in auth', async () => {
    const admin = await insertAccount('admin');
    const token = await signIn(admin);
    expect((await call('GET', '/api/admin/points-transactions', token)).status).toBe(200);
    expect((await call('GET', '/api/users', token)).status).toBe(200);

    await setStatus(admin.id, 'inactive');

    const refused = await refusalOf('/api/admin/points-transactions', token);
    expect([refused.status, refused.body.error?.message]).toEqual([401, ENDED]);
    expect((await call('GET', '/api/users', token)).status).toBe(401);
  });

  it('lets a reactivated user sign in again at once, with the old token still refused', async () => {
    const student = await insertAccount('user');
    const oldToken = await signIn(student);
    await setStatus(student.id, 'inactive');
    await refusalOf('/api/points/balance', oldToken);
    expect(
      (await call('POST', '/api/auth/login', null, { body: { email: student.email, password: PASSWORD } })).status,
    ).toBe(403);

    await setStatus(student.id, 'active');
    // The browser still sends its old access cookie with the sign-in: the gateway takes it away.
    const freshToken = await signIn(student, `sh_access=${oldToken}`);
    expect((await call('GET', '/api/points/balance', freshToken)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', freshToken)).status).toBe(200);
    // Give the reactivation event time to arrive: it must not bring the old token back.
    await sleep(500);
    expect((await call('GET', '/api/points/balance', freshToken)).status).toBe(200);
    expect((await call('GET', '/api/points/balance', oldToken)).status).toBe(401);
  });

  it('refuses a deleted user', async () => {
    const student = await insertAccount('user');
    const token = await signIn(student);
    expect((await call('GET', '/api/points/balance', token)).status).toBe(200);
    expect((await call('DELETE', `/api/users/${student.id}`, actingAdminToken)).status).toBeLessThan(300);
    expect((await refusalOf('/api/points/balance', token)).status).toBe(401);
  });

  it('leaves other users alone', async () => {
    const bystander = await insertAccount('user');
    const bystanderToken = await signIn(bystander);
    const other = await insertAccount('user');
    const otherToken = await signIn(other);
    await setStatus(other.id, 'inactive');
    await refusalOf('/api/points/balance', otherToken);
    expect((await call('GET', '/api/points/balance', bystanderToken)).status).toBe(200);
  });

  /** Opens the live stream and resolves `ended` when the gateway closes it. */
  async function openStream(token: string): Promise<{ ended: Promise<void> }> {
    const response = await fetch(`${base}/api/events/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = (await reader.read()) as { value?: Uint8Array };
    expect(new TextDecoder().decode(first.value)).toContain('event: ready');
    const ended = (async () => {
      for (;;) {
        const next = await Promise.race([reader.read(), sleep(5_000).then(() => 'timeout' as const)]);
        if (next === 'timeout') throw new Error('the live stream stayed open after the deactivation');
        if (next.done) return;
      }
    })();
    return { ended };
  }
});

async function deleteGatewayQueues(exchange: string): Promise<void> {
  const connection = await connect(TEST_RABBITMQ_URL);
  try {
    for (const type of ACCOUNT_CHANGE_EVENTS) {
      const queue = queueNameFor(exchange, 'gateway', type);
      for (const name of [queue, deadLetterQueueOf(queue)]) {
        const channel = await connection.createChannel();
        channel.on('error', () => undefined);
        await channel.deleteQueue(name).catch(() => undefined);
        await channel.close().catch(() => undefined);
      }
    }
  } finally {
    await connection.close();
  }
}
