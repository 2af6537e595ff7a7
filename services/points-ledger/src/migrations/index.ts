import type { MigrationClass } from '@studyhub/platform';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [];
