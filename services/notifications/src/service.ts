import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The notifications service: notification preferences, in-app notifications and e-mail. */
export const notificationsService: ServiceDefinition = {
  service: 'notifications',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
