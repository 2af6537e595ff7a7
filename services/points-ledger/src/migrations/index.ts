import type { MigrationClass } from '@studyhub/platform';
import { Ledger1764300000000 } from './1764300000000-ledger';
import { UsePointsGeneral1764500000000 } from './1764500000000-use-points-general';
import { Settings1766430000000 } from './1766430000000-settings';
import { UsePointsGeneralBatch1766600000000 } from './1766600000000-use-points-general-batch';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  Ledger1764300000000,
  UsePointsGeneral1764500000000,
  Settings1766430000000,
  UsePointsGeneralBatch1766600000000,
];
