import type { MigrationClass } from '@studyhub/platform';

/** Linked Google identities and pending sign-ins (timestamps 17639200000xx). */
export const GOOGLE_MIGRATIONS: MigrationClass[] = [];
