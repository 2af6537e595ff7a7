import type { TestService } from '@studyhub/platform/testing';
import { startAuthTestService } from './support/auth-test-service';
import { callJson } from './support/http';

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

  it('tells the frontend to hide the Google button', async () => {
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
