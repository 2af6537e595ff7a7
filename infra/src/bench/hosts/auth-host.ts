import { createRequire } from 'node:module';
import path from 'node:path';
import {
  dropDatabase,
  serviceOptionsFrom,
  startService,
  type ServiceDefinition,
  type ServiceKernel,
} from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import { AUTH_DIST } from '../auth-dist';
import { now } from '../clock';
import { onMessage, runHost, send } from './host-runtime';

/** The parts of the built auth service (`services/auth/dist`) this host uses. */
interface AuthServiceModule {
  authService: ServiceDefinition;
}
interface AuthConfigModule {
  accountsSettingsFrom: (env: unknown) => unknown;
}
interface PasswordHasherInstance {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
}
interface PasswordHasherModule {
  PasswordHasher: new (settings: unknown) => PasswordHasherInstance;
}
interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  role: 'user' | 'admin';
}
interface SeedModule {
  seedDemoAccounts: (
    kernel: Pick<ServiceKernel, 'dataSource' | 'outbox'>,
    accounts: DemoAccount[],
    hasher: PasswordHasherInstance,
  ) => Promise<string[]>;
}

/**
 * The auth service as `main.ts` starts it (configured from the environment), plus the bench's
 * verified account (`BENCH_ACCOUNT_EMAIL`, `BENCH_ACCOUNT_PASSWORD`). Answers `argon2-bench` with
 * the time of in-process password verifications at the configured cost.
 */
runHost(async () => {
  const load = createRequire(__filename);
  const { authService } = load(path.join(AUTH_DIST, 'service.js')) as AuthServiceModule;
  const { accountsSettingsFrom } = load(path.join(AUTH_DIST, 'accounts', 'accounts.config.js')) as AuthConfigModule;
  const { PasswordHasher } = load(
    path.join(AUTH_DIST, 'accounts', 'passwords', 'password-hasher.js'),
  ) as PasswordHasherModule;
  const { seedDemoAccounts } = load(path.join(AUTH_DIST, 'seed', 'demo-accounts.js')) as SeedModule;

  const options = serviceOptionsFrom(authService, process.env);
  const running = await startService({ ...options, logger: testLogger('bench-auth') });
  const hasher = new PasswordHasher(accountsSettingsFrom(options.config));
  const email = process.env.BENCH_ACCOUNT_EMAIL ?? 'bench@example.org';
  const password = process.env.BENCH_ACCOUNT_PASSWORD ?? 'bench-password';
  await seedDemoAccounts(running.kernel, [{ email, password, fullName: 'Bench User', role: 'user' }], hasher);

  onMessage('argon2-bench', async (message) => {
    const count = typeof message.count === 'number' ? message.count : 20;
    const stored = await hasher.hash(password);
    const latencies: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = now();
      await hasher.verify(stored, password);
      latencies.push(now() - started);
    }
    send({ type: 'argon2', latencies });
  });

  return {
    ready: { port: running.port },
    stop: async () => {
      await running.stop();
      await dropDatabase(options.config.databaseUrl);
    },
  };
});
