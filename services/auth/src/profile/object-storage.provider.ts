import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG, createObjectStorage, type ObjectStorage, type ServiceEnv } from '@studyhub/platform';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** The platform's shared storage (DATA_DIR/storage): document-processing serves what is written here. */
export const objectStorageProvider: Provider<ObjectStorage> = {
  provide: OBJECT_STORAGE,
  inject: [SERVICE_CONFIG],
  useFactory: (config: ServiceEnv) => createObjectStorage(config),
};
