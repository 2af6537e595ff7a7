import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The orders service: checkout, points packages, payments and refunds. */
export const ordersService: ServiceDefinition = {
  service: 'orders',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
