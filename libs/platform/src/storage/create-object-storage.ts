import path from 'node:path';
import { LocalStorageDriver } from './local-storage.driver';
import type { ObjectStorage } from './object-storage';

/** Where the local driver keeps the storage areas: `<DATA_DIR>/storage/<area>/<key>`. */
export function localStorageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

/**
 * The object storage every process of the platform shares. One place builds it so that a file one
 * service writes (auth's avatars, the worker's previews) is the file another serves
 * (document-processing's public storage route).
 */
export function createObjectStorage(config: { DATA_DIR: string }): ObjectStorage {
  return new LocalStorageDriver(localStorageRoot(config.DATA_DIR));
}
