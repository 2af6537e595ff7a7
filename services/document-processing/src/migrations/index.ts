import type { MigrationClass } from '@studyhub/platform';
import { Uploads1764100000000 } from './1764100000000-uploads';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [Uploads1764100000000];
