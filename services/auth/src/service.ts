import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { ServiceDefinition } from '@studyhub/platform';
import {
  accountsEnvShape,
  accountsSettingsFrom,
  assertProductionSecrets,
  type AccountsEnv,
} from './accounts/accounts.config';
import { ACCOUNTS_ENTITIES } from './accounts/accounts.entities';
import { PasswordHasher } from './accounts/passwords/password-hasher';
import { AppModule } from './app.module';
import { googleEnvShape } from './google/google.config';
import { GOOGLE_ENTITIES } from './google/google.entities';
import { MIGRATIONS } from './migrations';
import { demoAccountsFrom, seedDemoAccounts } from './seed/demo-accounts';
import { AVATAR_MAX_BYTES } from './users/avatar-limits';
import { UserEntity } from './users/user.entity';

/** The auth service: accounts, sessions, roles and profiles. */
export const authService: ServiceDefinition = {
  service: 'auth',
  entities: [UserEntity, ...ACCOUNTS_ENTITIES, ...GOOGLE_ENTITIES],
  migrations: MIGRATIONS,
  env: { ...accountsEnvShape, ...googleEnvShape },
  rootModule: (kernel) => AppModule.forKernel(kernel),
  onStart: async (kernel) => {
    const env = kernel.config as AccountsEnv;
    assertProductionSecrets(env);
    if (env.NODE_ENV !== 'production') {
      const hasher = new PasswordHasher(accountsSettingsFrom(env));
      const created = await seedDemoAccounts(kernel, demoAccountsFrom(env), hasher);
      if (created.length > 0) kernel.logger.info({ created }, 'demo accounts created');
    }
  },
  configureHttp: async (app) => {
    await app.register(cookie);
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: AVATAR_MAX_BYTES } });
  },
};
