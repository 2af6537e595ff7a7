import type { MigrationClass } from '@studyhub/platform';
import { Uploads1764100000000 } from './1764100000000-uploads';
import { RefundedOrders1764200000000 } from './1764200000000-refunded-orders';
import { StudyFiles1764300000000 } from './1764300000000-study-files';
import { Settings1766430000000 } from './1766430000000-settings';
import { RefundedOrderItems1766503720000 } from './1766503720000-refunded-order-items';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  Uploads1764100000000,
  RefundedOrders1764200000000,
  StudyFiles1764300000000,
  Settings1766430000000,
  RefundedOrderItems1766503720000,
];
