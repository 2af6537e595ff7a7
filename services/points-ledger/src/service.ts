import { internalApiSecret, type ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';
import { pointsLedgerEnvShape } from './points-ledger.config';

/** The points-ledger service: the double-entry points ledger, holds, seller earnings and withdrawals. */
export const pointsLedgerService: ServiceDefinition = {
  service: 'points-ledger',
  env: pointsLedgerEnvShape,
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  onStart: async (kernel) => {
    // Internal calls move money: refuse to start in production with the development secret.
    internalApiSecret(kernel.config);
  },
};
