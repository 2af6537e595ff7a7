import { DEVELOPMENT_SIGNING_SECRET } from './signed-url';

export class StorageConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageConfigError';
  }
}

export interface SigningSecretConfig {
  NODE_ENV?: 'development' | 'test' | 'production';
  STORAGE_DRIVER?: 'local' | 's3';
  STORAGE_SIGNING_SECRET?: string | undefined;
}

/**
 * The secret that signs and verifies the local driver's private-file URLs. Outside production a
 * development default keeps a fresh machine working; in production a missing secret is refused,
 * since anyone who knows the default could forge a link to any original.
 */
export function storageSigningSecret(config: SigningSecretConfig): string {
  if (config.STORAGE_SIGNING_SECRET) return config.STORAGE_SIGNING_SECRET;
  if (config.NODE_ENV === 'production' && config.STORAGE_DRIVER !== 's3') {
    throw new StorageConfigError('STORAGE_SIGNING_SECRET must be set in production (the local driver signs file URLs)');
  }
  return DEVELOPMENT_SIGNING_SECRET;
}
