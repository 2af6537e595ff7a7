import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The points-ledger service: the double-entry points ledger, holds and withdrawals. */
export const pointsLedgerService: ServiceDefinition = {
  service: 'points-ledger',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
