import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { withDatabase } from '@studyhub/platform';
import { TEST_POSTGRES_URL, TEST_RABBITMQ_URL, TEST_REDIS_URL, uniqueSuffix } from '@studyhub/platform/testing';
import { AUTH_DIST } from './auth-dist';
import { deleteBrokerObjects } from './broker-cleanup';
import { guarded } from './cleanup';
import { now } from './clock';
import { GATEWAY_DIST } from './gateway-dist';
import { HostProcess } from './host-process';
import { mergeLoads, runLoad, type LoadResult } from './http-load';
import type { HostMessage, ReadyMessage } from './ipc';
import type { BenchResult } from './report';
import { round, summarize, type Summary } from './stats';

const ACCOUNT = { email: 'bench@example.org', password: 'bench-password-1' };
const LOGIN_WARMUP = 5;
const LOGIN_SECONDS = 8;
const LOGIN_CONCURRENCY = 4;
/** Wrong-password and unknown-address sign-ins, alternating, for the timing comparison. */
const FAILURE_PAIRS = 40;
const ME_RATE = 300;
const ME_CONNECTIONS = 10;
const ME_WARMUP_SECONDS = 2;
const ME_ROUND_SECONDS = 5;
const ME_ROUNDS = 2;
const TARGET = { loginP99Ms: 300, meP99Ms: 40, failureTimingGap: 0.25 };

interface Side {
  url: string;
  fixed: LoadResult[];
  open: LoadResult[];
}

interface LoginRun {
  latency: Summary;
  perSecond: number;
  failed: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function sharedEnv(suffix: string, authPort: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BIND_HOST: '127.0.0.1',
    POSTGRES_URL: TEST_POSTGRES_URL,
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    REDIS_URL: TEST_REDIS_URL,
    RABBITMQ_EXCHANGE: `studyhub.bench.${suffix}`,
    AUTH_JWKS_URL: `http://127.0.0.1:${authPort}/.well-known/jwks.json`,
  };
}

async function startAuth(suffix: string, port: number): Promise<HostProcess> {
  const host = HostProcess.start('auth service', 'auth-host', {
    ...sharedEnv(suffix, port),
    AUTH_PORT: String(port),
    AUTH_DATABASE_URL: withDatabase(TEST_POSTGRES_URL, `studyhub_test_bench_auth_${suffix}`),
    AUTH_KEY_ENCRYPTION_SECRET: `bench-key-encryption-secret-${suffix}-0000000000`,
    // The bench signs in hundreds of times from one address; the limits are not what it measures.
    AUTH_LOGIN_IP_ATTEMPTS: '1000000000',
    AUTH_LOGIN_ACCOUNT_FAILURES: '1000000000',
    BENCH_ACCOUNT_EMAIL: ACCOUNT.email,
    BENCH_ACCOUNT_PASSWORD: ACCOUNT.password,
  });
  await host.next<ReadyMessage>('ready', 120_000);
  return host;
}

async function startGateway(suffix: string, authPort: number): Promise<{ host: HostProcess; port: number }> {
  const host = HostProcess.start('gateway', 'gateway-host', {
    ...sharedEnv(suffix, authPort),
    GATEWAY_PORT: '0',
    AUTH_URL: `http://127.0.0.1:${authPort}`,
    RATE_LIMIT_POINTS: '1000000000',
    RATE_LIMIT_SENSITIVE_POINTS: '1000000000',
    BENCH_RATE_LIMIT_PREFIX: `studyhub:bench:${suffix}:ratelimit`,
  });
  const { port } = await host.next<ReadyMessage>('ready');
  return { host, port: port ?? 0 };
}

async function startBaseline(jwks: string): Promise<{ host: HostProcess; port: number }> {
  const host = HostProcess.start('jwt baseline', 'auth-jwt-baseline-host', { BENCH_JWKS: jwks });
  const { port } = await host.next<ReadyMessage>('ready');
  return { host, port: port ?? 0 };
}

async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ status: number; ms: number; token?: string }> {
  const started = now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  const ms = now() - started;
  const token = body.data?.access_token;
  return { status: response.status, ms, ...(token ? { token } : {}) };
}

/** `concurrency` workers sign in back to back for `seconds`. */
async function loginLoad(url: string, concurrency: number, seconds: number): Promise<LoginRun> {
  const latencies: number[] = [];
  let failed = 0;
  const started = now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (now() < deadline) {
        const result = await signIn(url, ACCOUNT.email, ACCOUNT.password);
        if (result.status === 200) latencies.push(result.ms);
        else failed += 1;
      }
    }),
  );
  return { latency: summarize(latencies), perSecond: latencies.length / ((now() - started) / 1000), failed };
}

/** Wrong password for the real account and a password for addresses nobody has, alternating. */
async function failureTimings(url: string): Promise<{ wrong: Summary; unknown: Summary; statuses: number[] }> {
  const wrong: number[] = [];
  const unknown: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < FAILURE_PAIRS; i += 1) {
    const a = await signIn(url, ACCOUNT.email, `not-the-password-${i}`);
    const b = await signIn(url, `nobody-${i}-${uniqueSuffix()}@example.org`, `not-the-password-${i}`);
    wrong.push(a.ms);
    unknown.push(b.ms);
    statuses.add(a.status).add(b.status);
  }
  return { wrong: summarize(wrong), unknown: summarize(unknown), statuses: [...statuses] };
}

function resultOf(side: Side): { fixed: LoadResult; open: LoadResult; latency: Summary } {
  const fixed = mergeLoads(side.fixed);
  return { fixed, open: mergeLoads(side.open), latency: summarize(fixed.latencies) };
}

export async function benchAuth(): Promise<BenchResult> {
  for (const [what, dist, file] of [
    ['auth service', AUTH_DIST, 'service.js'],
    ['gateway', GATEWAY_DIST, 'gateway.js'],
  ] as const) {
    if (!existsSync(path.join(dist, file))) {
      throw new Error(
        `no built ${what} in ${dist}: run npx tsc -b ${path.relative(path.join(dist, '..', '..'), dist)}`,
      );
    }
  }
  const suffix = uniqueSuffix();
  const exchange = `studyhub.bench.${suffix}`;
  const hosts: HostProcess[] = [];
  return guarded(
    async () => {
      const authPort = await freePort();
      const auth = await startAuth(suffix, authPort);
      hosts.push(auth);
      const gateway = await startGateway(suffix, authPort);
      hosts.push(gateway.host);
      const loginUrl = `http://127.0.0.1:${gateway.port}/api/auth/login`;

      const argon2 = await auth.request<HostMessage & { latencies: number[] }>(
        { type: 'argon2-bench', count: 20 },
        'argon2',
        120_000,
      );
      const argon2Verify = summarize(argon2.latencies);

      for (let i = 0; i < LOGIN_WARMUP; i += 1) await signIn(loginUrl, ACCOUNT.email, ACCOUNT.password);
      const sequential = await loginLoad(loginUrl, 1, LOGIN_SECONDS);
      const concurrent = await loginLoad(loginUrl, LOGIN_CONCURRENCY, LOGIN_SECONDS);
      const failures = await failureTimings(loginUrl);

      const session = await signIn(loginUrl, ACCOUNT.email, ACCOUNT.password);
      if (!session.token) throw new Error(`sign-in for the /me benchmark answered ${session.status}`);
      const jwks = await (await fetch(`http://127.0.0.1:${authPort}/.well-known/jwks.json`)).text();
      const baseline = await startBaseline(jwks);
      hosts.push(baseline.host);

      const headers = { authorization: `Bearer ${session.token}` };
      const viaGateway: Side = { url: `http://127.0.0.1:${gateway.port}/api/auth/me`, fixed: [], open: [] };
      const direct: Side = { url: `http://127.0.0.1:${authPort}/auth/me`, fixed: [], open: [] };
      const plain: Side = { url: `http://127.0.0.1:${baseline.port}/auth/me`, fixed: [], open: [] };
      const sides = [viaGateway, direct, plain];
      for (const side of sides) {
        const check = await fetch(side.url, { headers });
        if (check.status !== 200) throw new Error(`${side.url} answered ${check.status}`);
        await runLoad({ url: side.url, headers, connections: ME_CONNECTIONS, durationSeconds: ME_WARMUP_SECONDS });
      }
      // The sides take turns, so drift on a shared machine hits all alike.
      for (let i = 0; i < ME_ROUNDS; i += 1) {
        for (const side of sides) {
          side.fixed.push(
            await runLoad({
              url: side.url,
              headers,
              connections: ME_CONNECTIONS,
              durationSeconds: ME_ROUND_SECONDS,
              overallRate: ME_RATE,
            }),
          );
        }
        for (const side of sides) {
          side.open.push(
            await runLoad({ url: side.url, headers, connections: ME_CONNECTIONS, durationSeconds: ME_ROUND_SECONDS }),
          );
        }
      }
      return report({
        argon2Verify,
        sequential,
        concurrent,
        failures,
        me: { gateway: resultOf(viaGateway), direct: resultOf(direct), plain: resultOf(plain) },
      });
    },
    async () => {
      for (const host of hosts.reverse()) await host.stop();
      await deleteBrokerObjects(TEST_RABBITMQ_URL, { exchanges: [exchange, `${exchange}.dlx`] }).catch(() => undefined);
    },
  );
}

interface Measured {
  argon2Verify: Summary;
  sequential: LoginRun;
  concurrent: LoginRun;
  failures: { wrong: Summary; unknown: Summary; statuses: number[] };
  me: Record<'gateway' | 'direct' | 'plain', ReturnType<typeof resultOf>>;
}

function report(m: Measured): BenchResult {
  const { gateway, direct, plain } = m.me;
  const failedMe = [gateway, direct, plain].reduce(
    (sum, side) => sum + side.fixed.errors + side.fixed.non2xx + side.open.errors + side.open.non2xx,
    0,
  );
  const gap = Math.abs(m.failures.unknown.p50 - m.failures.wrong.p50) / m.failures.wrong.p50;
  const sameFailure = m.failures.statuses.length === 1 && m.failures.statuses[0] === 401;
  return {
    name: 'auth',
    title:
      `Auth: POST /api/auth/login at the configured argon2id cost (sequential and ${LOGIN_CONCURRENCY} concurrent, ${LOGIN_SECONDS} s each), ` +
      `GET /api/auth/me through the gateway at ${ME_RATE} req/s and unpaced (${ME_CONNECTIONS} connections, ${ME_ROUNDS}x${ME_ROUND_SECONDS} s), ` +
      'next to argon2id alone and a bare node:http server running jose jwtVerify',
    baselineName: 'baseline',
    figures: [
      {
        metric: 'login p50, sequential (vs argon2 verify)',
        value: m.sequential.latency.p50,
        baseline: m.argon2Verify.p50,
        unit: 'ms',
      },
      {
        metric: 'login p99, sequential (vs argon2 verify)',
        value: m.sequential.latency.p99,
        baseline: m.argon2Verify.p99,
        unit: 'ms',
      },
      {
        metric: 'logins/s, sequential (vs 1000/argon2 p50)',
        value: m.sequential.perSecond,
        baseline: 1000 / m.argon2Verify.p50,
        unit: '/s',
      },
      {
        metric: `login p99, ${LOGIN_CONCURRENCY} concurrent (vs sequential)`,
        value: m.concurrent.latency.p99,
        baseline: m.sequential.latency.p99,
        unit: 'ms',
      },
      {
        metric: `logins/s, ${LOGIN_CONCURRENCY} concurrent (vs sequential)`,
        value: m.concurrent.perSecond,
        baseline: m.sequential.perSecond,
        unit: '/s',
      },
      {
        metric: 'unknown e-mail p50 (vs wrong password)',
        value: m.failures.unknown.p50,
        baseline: m.failures.wrong.p50,
        unit: 'ms',
      },
      { metric: '/me p50 via gateway (vs jose)', value: gateway.latency.p50, baseline: plain.latency.p50, unit: 'ms' },
      { metric: '/me p99 via gateway (vs jose)', value: gateway.latency.p99, baseline: plain.latency.p99, unit: 'ms' },
      {
        metric: '/me p99 on auth directly (vs jose)',
        value: direct.latency.p99,
        baseline: plain.latency.p99,
        unit: 'ms',
      },
      {
        metric: '/me req/s unpaced via gateway (vs jose)',
        value: gateway.open.requestsPerSecond,
        baseline: plain.open.requestsPerSecond,
        unit: 'req/s',
      },
      {
        metric: '/me req/s unpaced on auth directly (vs jose)',
        value: direct.open.requestsPerSecond,
        baseline: plain.open.requestsPerSecond,
        unit: 'req/s',
      },
      {
        metric: 'failed logins + failed /me',
        value: m.sequential.failed + m.concurrent.failed + failedMe,
        baseline: 0,
        unit: '',
      },
    ],
    targets: [
      {
        description: `login p99 <= ${TARGET.loginP99Ms} ms (sequential)`,
        pass: m.sequential.latency.p99 <= TARGET.loginP99Ms && m.sequential.failed === 0,
        detail: `${round(m.sequential.latency.p99)} ms; argon2id verify alone p50 ${round(m.argon2Verify.p50)} ms`,
      },
      {
        description: `unknown e-mail and wrong password: same answer, p50 within ${TARGET.failureTimingGap * 100}%`,
        pass: sameFailure && gap <= TARGET.failureTimingGap,
        detail: `${round(m.failures.unknown.p50)} vs ${round(m.failures.wrong.p50)} ms (${round(gap * 100, 1)}%), statuses ${m.failures.statuses.join(', ')}`,
      },
      {
        description: `/api/auth/me p99 <= ${TARGET.meP99Ms} ms at ${ME_RATE} req/s through the gateway`,
        pass: gateway.latency.p99 <= TARGET.meP99Ms && failedMe === 0,
        detail: `${round(gateway.latency.p99)} ms (direct ${round(direct.latency.p99)} ms, jose alone ${round(plain.latency.p99)} ms)`,
      },
    ],
    notes: [
      'every process (load generator, gateway, auth, PostgreSQL, Redis) shares this machine; login throughput is bounded by argon2id on the cores left over',
      '/me verifies the token in the gateway and in auth (each caches verified tokens for a minute) and reads the session and the user from PostgreSQL; the baseline verifies the signature on every request and touches nothing else',
    ],
    data: {
      account: ACCOUNT.email,
      argon2Verify: m.argon2Verify,
      loginSequential: m.sequential,
      loginConcurrent: { ...m.concurrent, concurrency: LOGIN_CONCURRENCY },
      failureTimings: m.failures,
      me: {
        rate: ME_RATE,
        connections: ME_CONNECTIONS,
        gateway: { latency: gateway.latency, unpacedRps: gateway.open.requestsPerSecond },
        direct: { latency: direct.latency, unpacedRps: direct.open.requestsPerSecond },
        jose: { latency: plain.latency, unpacedRps: plain.open.requestsPerSecond },
      },
    },
  };
}
