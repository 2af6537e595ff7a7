import type { MigrationClass } from '@studyhub/platform';
import { SessionsAndTokens1763910000001 } from './migrations/1763910000001-sessions-and-tokens';

/** Sessions, signing keys and single-use e-mail tokens (timestamps 17639100000xx). */
export const ACCOUNTS_MIGRATIONS: MigrationClass[] = [SessionsAndTokens1763910000001];
