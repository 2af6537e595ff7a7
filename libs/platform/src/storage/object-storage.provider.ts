import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '../service/tokens';
import type { ServiceEnv } from '../config/service-config';
import { createObjectStorage } from './create-object-storage';
import type { ObjectStorage } from './object-storage';

/** Nest token of the process's ObjectStorage. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/**
 * The platform's shared storage (DATA_DIR/storage or the S3 bucket): every service that writes a
 * file and document-processing, which serves them, see the same objects.
 */
export const objectStorageProvider: Provider<ObjectStorage> = {
  provide: OBJECT_STORAGE,
  inject: [SERVICE_CONFIG],
  useFactory: (config: ServiceEnv) => createObjectStorage(config),
};
