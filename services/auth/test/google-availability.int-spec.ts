import { generateKeyPairSync } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { TestService } from '@studyhub/platform/testing';
import { startAuthTestService } from './support/auth-test-service';
import { callJson } from './support/http';
import {
  PUBLIC_URL,
  STUDYHUB_CLIENT,
  startGoogleAuthService,
  startTestProvider,
} from './support/oidc-provider/google-testbed';
import { signJwt, type LocalOidcProvider } from './support/oidc-provider/local-oidc-provider';

jest.setTimeout(60_000);

describe('Google sign-in when the deployment has no Google client configured', () => {
  let service: TestService;

  beforeAll(async () => {
    // The .env.example defaults; the issuer points nowhere, so any attempt to reach it would fail.
    service = await startAuthTestService({
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('tells the frontend to hide the Google button and gives no client id for the one-tap prompt', async () => {
    const config = await callJson(service.baseUrl, 'GET', '/auth/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ data: { google_enabled: false } });
  });

  it.each([
    ['GET', '/auth/google?returnUrl=%2Fdashboard', undefined],
    ['GET', '/auth/google/callback?code=abc&state=def', undefined],
    ['POST', '/auth/google/id-token', { credential: 'a.b.c' }],
  ])('answers %s %s with a clear 503', async (method, path, body) => {
    const answer = await callJson(service.baseUrl, method, path, body === undefined ? {} : { body });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      error: { code: 'GOOGLE_SIGN_IN_UNAVAILABLE', message: 'Google sign-in is not available on this site.' },
    });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

describe('Google sign-in while the provider is unreachable', () => {
  let service: TestService;
  let provider: LocalOidcProvider | undefined;
  let issuer: string;

  beforeAll(async () => {
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    service = await startGoogleAuthService(issuer);
  });

  afterAll(async () => {
    await service?.close();
    await provider?.close();
  });

  it('boots without the provider, fails sign-ins clearly, and recovers once the provider answers', async () => {
    const config = await callJson(service.baseUrl, 'GET', '/auth/config');
    // The one-tap prompt needs the public client id; the secret never leaves the service.
    expect(config.body).toEqual({ data: { google_enabled: true, google_client_id: STUDYHUB_CLIENT.client_id } });
    expect(JSON.stringify(config.body)).not.toContain(STUDYHUB_CLIENT.client_secret);

    const start = await fetch(`${service.baseUrl}/auth/google?returnUrl=%2Fdashboard`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(`${PUBLIC_URL}/login?error=google`);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const credential = signJwt(privateKey, 'kid-1', { iss: issuer, sub: 'someone', aud: 'x', exp: 2_000_000_000 });
    const idToken = await callJson(service.baseUrl, 'POST', '/auth/google/id-token', { body: { credential } });
    expect(idToken.status).toBe(503);
    expect(idToken.body).toMatchObject({ error: { code: 'GOOGLE_UNREACHABLE' } });

    // A failed discovery is not remembered: the next sign-in reaches the provider that is now up.
    provider = await startTestProvider([], Number(new URL(issuer).port));
    const retry = await fetch(`${service.baseUrl}/auth/google?returnUrl=%2Fdashboard`, { redirect: 'manual' });
    expect(retry.status).toBe(302);
    expect(retry.headers.get('location')).toMatch(new RegExp(`^${issuer}/auth\\?`));
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
