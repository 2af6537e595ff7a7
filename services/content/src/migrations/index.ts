import type { MigrationClass } from '@studyhub/platform';
import { ContactMessages1763830000000 } from './1763830000000-contact-messages';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [ContactMessages1763830000000];
