import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { acceptFormBodies } from './unsubscribe/form-body-parser';
import { OutgoingEmailEntity } from './mail/outgoing-email.entity';
import { MIGRATIONS } from './migrations';
import { notificationsEnvShape } from './notifications.config';
import { NotificationPreferenceEntity } from './preferences/notification-preference.entity';

/** The notifications service: notification preferences, in-app notifications and e-mail. */
export const notificationsService: ServiceDefinition = {
  service: 'notifications',
  entities: [NotificationPreferenceEntity, OutgoingEmailEntity],
  migrations: MIGRATIONS,
  env: notificationsEnvShape,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  configureHttp: async (app) => acceptFormBodies(app),
};
