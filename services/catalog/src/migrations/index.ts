import type { MigrationClass } from '@studyhub/platform';
import { ReferenceData1763950000000 } from './1763950000000-reference-data';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [ReferenceData1763950000000];
