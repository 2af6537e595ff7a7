import type { TestService } from '@studyhub/platform/testing';
import { insertAccount, uniqueEmail } from './support/accounts-fixtures';
import { login } from './support/accounts-flows';
import { startAuthTestService } from './support/auth-test-service';
import { callJson, parseSetCookies, withoutCorrelationId, type JsonCall } from './support/http';

jest.setTimeout(60_000);

const WINDOW_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let ipSequence = 0;
/** A documentation address per test, so budgets per address never mix between tests. */
const freshIp = () => `198.51.100.${(ipSequence += 1)}`;

function expectRateLimited(call: JsonCall): number {
  expect(call.status).toBe(429);
  expect(withoutCorrelationId(call.body)).toEqual({
    error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
  });
  const retryAfter = Number(call.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  return retryAfter;
}

describe('abuse limits (small windows configured for the test)', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startAuthTestService({
      AUTH_LOGIN_ACCOUNT_FAILURES: '3',
      AUTH_LOGIN_IP_ATTEMPTS: '6',
      AUTH_LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
      AUTH_REGISTER_IP_ATTEMPTS: '2',
      AUTH_REGISTER_WINDOW_SECONDS: String(WINDOW_SECONDS),
      AUTH_EMAIL_ACCOUNT_ATTEMPTS: '2',
      AUTH_EMAIL_IP_ATTEMPTS: '3',
      AUTH_EMAIL_WINDOW_SECONDS: String(WINDOW_SECONDS),
      AUTH_COOKIE_SECURE: 'true',
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('stops an account after its failures, even with the right password, until the window ends', async () => {
    const account = await insertAccount(service);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(service, account.email, 'wrong password', from(freshIp()))).status).toBe(401);
    }
    const retryAfter = expectRateLimited(await login(service, account.email, account.password, from(ip)));
    // Other accounts are not affected.
    const other = await insertAccount(service);
    expect((await login(service, other.email, other.password, from(ip))).status).toBe(200);

    await sleep(retryAfter * 1000 + 100);
    expect((await login(service, account.email, account.password, from(ip))).status).toBe(200);
  });

  it('clears the failures of an account on a successful sign-in', async () => {
    const account = await insertAccount(service);
    for (let round = 0; round < 2; round += 1) {
      expect((await login(service, account.email, 'wrong password', from(freshIp()))).status).toBe(401);
      expect((await login(service, account.email, 'wrong password', from(freshIp()))).status).toBe(401);
      expect((await login(service, account.email, account.password, from(freshIp()))).status).toBe(200);
    }
  });

  it('limits sign-in attempts per address', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(service, uniqueEmail('spray'), 'guess', from(ip))).status).toBe(401);
    }
    const account = await insertAccount(service);
    expectRateLimited(await login(service, account.email, account.password, from(ip)));
    expect((await login(service, account.email, account.password, from(freshIp()))).status).toBe(200);
  });

  it('limits registrations per address, then lets them through again', async () => {
    const ip = freshIp();
    const register = () =>
      callJson(service.baseUrl, 'POST', '/auth/register', {
        body: { email: uniqueEmail('bulk'), password: 'secret-pass', full_name: 'Bulk Signup' },
        headers: from(ip),
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const retryAfter = expectRateLimited(await register());
    await sleep(retryAfter * 1000 + 100);
    expect((await register()).status).toBe(201);
  });

  it('limits reset and verification e-mails per account and per address', async () => {
    const account = await insertAccount(service);
    const forgot = (email: string, ip: string) =>
      callJson(service.baseUrl, 'POST', '/auth/forgot-password', { body: { email }, headers: from(ip) });
    expect((await forgot(account.email, freshIp())).status).toBe(202);
    expect((await forgot(account.email, freshIp())).status).toBe(202);
    expectRateLimited(await forgot(account.email, freshIp()));

    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await forgot(uniqueEmail('probe'), ip)).status).toBe(202);
    }
    expectRateLimited(await forgot(uniqueEmail('probe'), ip));

    const resend = (email: string) =>
      callJson(service.baseUrl, 'POST', '/auth/resend-verification', { body: { email }, headers: from(freshIp()) });
    const unverified = uniqueEmail('resend');
    expect((await resend(unverified)).status).toBe(202);
    expect((await resend(unverified)).status).toBe(202);
    const retryAfter = expectRateLimited(await resend(unverified));
    await sleep(retryAfter * 1000 + 100);
    expect((await resend(unverified)).status).toBe(202);
  });

  it('marks the cookies Secure when AUTH_COOKIE_SECURE=true', async () => {
    const account = await insertAccount(service);
    const response = await login(service, account.email, account.password, from(freshIp()));
    const cookies = parseSetCookies(response.response);
    for (const name of ['sh_access', 'sh_refresh', 'sh_csrf']) expect(cookies.get(name)?.attributes.secure).toBe(true);
  });
});
