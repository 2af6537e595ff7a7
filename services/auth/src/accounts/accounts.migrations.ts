import type { MigrationClass } from '@studyhub/platform';
import { SessionsAndTokens1763910000001 } from './migrations/1763910000001-sessions-and-tokens';
import { SignIns1766460000000 } from './migrations/1766460000000-sign-ins';

/** Sessions, signing keys and single-use e-mail tokens (timestamps 17639100000xx); the sign-in history. */
export const ACCOUNTS_MIGRATIONS: MigrationClass[] = [SessionsAndTokens1763910000001, SignIns1766460000000];
