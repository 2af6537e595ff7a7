import { ConfigValidationError, loadConfig, serviceEnvSchema } from '@studyhub/platform';
import { googleEnvShape, googleSettingsFrom } from './google.config';

const settingsOf = (env: Record<string, string>) =>
  googleSettingsFrom(loadConfig(serviceEnvSchema('auth', googleEnvShape), env));

describe('googleSettingsFrom', () => {
  it('is off without a client id and secret (the .env.example defaults)', () => {
    const settings = settingsOf({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    expect(settings.client).toBeNull();
    expect(settings.publicUrl).toBe('http://localhost:3000');
    expect(settings.cookiePath).toBe('/api/auth/google');
  });

  it('uses Google, and a callback on the public site, by default', () => {
    const settings = settingsOf({
      PUBLIC_URL: 'https://studyhub.com/',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(settings.client).toEqual({
      clientId: 'client-id.apps.googleusercontent.com',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
      redirectUri: 'https://studyhub.com/api/auth/google/callback',
    });
    expect(settings.publicUrl).toBe('https://studyhub.com');
  });

  it('takes another provider and callback address from the environment', () => {
    const settings = settingsOf({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9999',
      GOOGLE_REDIRECT_URL: 'https://auth.studyhub.com/sso/google/return',
    });
    expect(settings.client).toMatchObject({
      issuerUrl: 'http://127.0.0.1:9999',
      redirectUri: 'https://auth.studyhub.com/sso/google/return',
    });
    expect(settings.cookiePath).toBe('/sso/google');
  });

  it('names the missing half of the client credentials', () => {
    expect(() => settingsOf({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigValidationError);
    expect(() => settingsOf({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: required/);
    expect(() => settingsOf({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID: required/);
  });

  it('names a malformed provider address', () => {
    expect(() => settingsOf({ GOOGLE_ISSUER_URL: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER_URL/);
  });
});
