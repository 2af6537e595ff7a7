import type { MigrationClass } from '@studyhub/platform';

/** Sessions, signing keys and single-use e-mail tokens (timestamps 17639100000xx). */
export const ACCOUNTS_MIGRATIONS: MigrationClass[] = [];
