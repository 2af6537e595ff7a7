import path from 'node:path';
import { LocalStorageDriver } from './local-storage.driver';
import type { ObjectStorage } from './object-storage';
import { S3StorageDriver } from './s3-storage.driver';
import { StorageConfigError, storageSigningSecret } from './storage-signing-secret';

/** Where the local driver keeps the storage areas: `<DATA_DIR>/storage/<area>/<key>`. */
export function localStorageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export interface StorageConfig {
  DATA_DIR: string;
  NODE_ENV?: 'development' | 'test' | 'production';
  STORAGE_DRIVER?: 'local' | 's3';
  STORAGE_SIGNING_SECRET?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/**
 * The object storage every process of the platform shares. One place builds it so that a file one
 * service writes (auth's avatars, the worker's previews) is the file another serves
 * (document-processing's public storage route).
 */
export function createObjectStorage(config: StorageConfig): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_BUCKET) throw new StorageConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET');
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      throw new StorageConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    }
    return new S3StorageDriver({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
    });
  }
  // Processes that only write files (auth's avatars) need no signing secret; the one that signs
  // and serves private files checks it at boot with storageSigningSecret().
  return new LocalStorageDriver(localStorageRoot(config.DATA_DIR), () => storageSigningSecret(config));
}
