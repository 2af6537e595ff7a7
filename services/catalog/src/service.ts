import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The catalog service: documents, taxonomy, search and the library. */
export const catalogService: ServiceDefinition = {
  service: 'catalog',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
