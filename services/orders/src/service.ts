import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';
import { ordersEnvShape } from './orders.config';

/** The orders service: checkout, points packages, payments and refunds. */
export const ordersService: ServiceDefinition = {
  service: 'orders',
  env: ordersEnvShape,
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
