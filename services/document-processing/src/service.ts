import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The document-processing service: uploads, storage and the processing pipeline. */
export const documentProcessingService: ServiceDefinition = {
  service: 'document-processing',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
