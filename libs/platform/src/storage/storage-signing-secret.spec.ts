import { DEVELOPMENT_SIGNING_SECRET } from './signed-url';
import { StorageConfigError, storageSigningSecret } from './storage-signing-secret';

describe('storageSigningSecret', () => {
  it('uses the configured secret in every environment', () => {
    expect(storageSigningSecret({ NODE_ENV: 'production', STORAGE_SIGNING_SECRET: 'configured' })).toBe('configured');
    expect(storageSigningSecret({ NODE_ENV: 'development', STORAGE_SIGNING_SECRET: 'configured' })).toBe('configured');
  });

  it('falls back to the development secret outside production', () => {
    expect(storageSigningSecret({ NODE_ENV: 'development' })).toBe(DEVELOPMENT_SIGNING_SECRET);
    expect(storageSigningSecret({ NODE_ENV: 'test' })).toBe(DEVELOPMENT_SIGNING_SECRET);
  });

  it('refuses a missing secret in production with the local driver, naming the variable', () => {
    expect(() => storageSigningSecret({ NODE_ENV: 'production' })).toThrow(StorageConfigError);
    expect(() => storageSigningSecret({ NODE_ENV: 'production', STORAGE_DRIVER: 'local' })).toThrow(
      /STORAGE_SIGNING_SECRET/,
    );
  });

  it('needs no secret in production when S3 presigns the URLs', () => {
    expect(storageSigningSecret({ NODE_ENV: 'production', STORAGE_DRIVER: 's3' })).toBe(DEVELOPMENT_SIGNING_SECRET);
  });
});
