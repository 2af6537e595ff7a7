import { ConfigValidationError, serviceOptionsFrom, type ServiceKernel } from '@studyhub/platform';
import { authService } from '../service';
import {
  DEV_KEY_ENCRYPTION_SECRET,
  accountsSettingsFrom,
  assertProductionSecrets,
  type AccountsEnv,
} from './accounts.config';

const configOf = (env: Record<string, string>) => serviceOptionsFrom(authService, env).config as AccountsEnv;

describe('accounts configuration', () => {
  it('defaults to argon2id above the OWASP minimum, 15-minute access tokens and the documented limits', () => {
    const settings = accountsSettingsFrom(configOf({}));
    expect(settings.argon2).toEqual({ memoryKib: 19_456, timeCost: 3, parallelism: 1 });
    expect(settings.accessTokenTtlSeconds).toBe(900);
    expect(settings.limits).toEqual({
      loginAccountFailures: { limit: 10, windowSeconds: 900 },
      loginIp: { limit: 30, windowSeconds: 900 },
      registerIp: { limit: 10, windowSeconds: 3600 },
      emailAccount: { limit: 5, windowSeconds: 3600 },
      emailIp: { limit: 20, windowSeconds: 3600 },
    });
    expect(settings.rateLimitNamespace).toBe('studyhub_auth');
  });

  it('refuses argon2 costs below the OWASP minimum, naming the variable', () => {
    expect(() => configOf({ AUTH_ARGON2_MEMORY_KIB: '4096' })).toThrow(
      /AUTH_ARGON2_MEMORY_KIB: expected at least 19456/,
    );
    expect(() => configOf({ AUTH_ARGON2_TIME_COST: '1' })).toThrow(/AUTH_ARGON2_TIME_COST/);
  });

  it('sends Secure cookies in production unless told otherwise', () => {
    const secret = 'x'.repeat(40);
    expect(accountsSettingsFrom(configOf({ NODE_ENV: 'development' })).cookieSecure).toBe(false);
    expect(
      accountsSettingsFrom(configOf({ NODE_ENV: 'production', AUTH_KEY_ENCRYPTION_SECRET: secret })).cookieSecure,
    ).toBe(true);
    expect(accountsSettingsFrom(configOf({ NODE_ENV: 'test', AUTH_COOKIE_SECURE: 'true' })).cookieSecure).toBe(true);
    expect(() => configOf({ AUTH_COOKIE_SECURE: 'yes' })).toThrow(/AUTH_COOKIE_SECURE: expected true or false/);
  });

  it('refuses the development key secret in production with a config error naming it', async () => {
    const production = configOf({ NODE_ENV: 'production' });
    expect(production.AUTH_KEY_ENCRYPTION_SECRET).toBe(DEV_KEY_ENCRYPTION_SECRET);
    expect(() => assertProductionSecrets(production)).toThrow(ConfigValidationError);
    // The start hook runs it before anything else (the kernel is not touched).
    await expect(authService.onStart?.({ config: production } as unknown as ServiceKernel)).rejects.toThrow(
      /AUTH_KEY_ENCRYPTION_SECRET: the development default cannot be used in production/,
    );
    expect(() => assertProductionSecrets(configOf({ NODE_ENV: 'development' }))).not.toThrow();
    expect(() => configOf({ AUTH_KEY_ENCRYPTION_SECRET: 'short' })).toThrow(
      /AUTH_KEY_ENCRYPTION_SECRET: expected at least 32/,
    );
  });
});
