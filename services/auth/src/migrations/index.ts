import type { MigrationClass } from '@studyhub/platform';
import { ACCOUNTS_MIGRATIONS } from '../accounts/accounts.migrations';
import { GOOGLE_MIGRATIONS } from '../google/google.migrations';
import { Users1763900000000 } from './1763900000000-users';
import { Settings1766430000000 } from './1766430000000-settings';

/**
 * This service's migrations; TypeORM runs them in timestamp order. Each feature folder lists its
 * own. Never edit one that has been merged; add a new one.
 */
export const MIGRATIONS: MigrationClass[] = [
  Users1763900000000,
  ...ACCOUNTS_MIGRATIONS,
  ...GOOGLE_MIGRATIONS,
  Settings1766430000000,
];
