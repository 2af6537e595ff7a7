import type { ServiceDefinition } from '@studyhub/platform';
import { ACCOUNTS_ENTITIES } from './accounts/accounts.entities';
import { AppModule } from './app.module';
import { GOOGLE_ENTITIES } from './google/google.entities';
import { MIGRATIONS } from './migrations';
import { UserEntity } from './users/user.entity';

/** The auth service: accounts, sessions, roles and profiles. */
export const authService: ServiceDefinition = {
  service: 'auth',
  entities: [UserEntity, ...ACCOUNTS_ENTITIES, ...GOOGLE_ENTITIES],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
