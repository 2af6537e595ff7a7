import type { MigrationClass } from '@studyhub/platform';
import { UserIdentities1763920000000 } from './migrations/1763920000000-user-identities';

/** Linked Google identities (timestamps 17639200000xx); pending sign-ins live in Redis. */
export const GOOGLE_MIGRATIONS: MigrationClass[] = [UserIdentities1763920000000];
