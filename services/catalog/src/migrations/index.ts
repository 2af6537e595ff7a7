import type { MigrationClass } from '@studyhub/platform';
import { ReferenceData1763950000000 } from './1763950000000-reference-data';
import { Documents1764000000000 } from './1764000000000-documents';
import { Search1764000100000 } from './1764000100000-search';
import { SearchIndex1764000200000 } from './1764000200000-search-index';
import { BrowseSortIndexes1764000300000 } from './1764000300000-browse-sort-indexes';
import { ProcessingState1764100000000 } from './1764100000000-processing-state';
import { RefundedOrders1764200000000 } from './1764200000000-refunded-orders';
import { ViewSessions1764300000000 } from './1764300000000-view-sessions';
import { DocumentSimilarityFlags1764400000000 } from './1764400000000-document-similarity-flags';
import { RefundedOrderItems1766503710000 } from './1766503710000-refunded-order-items';
import { UploadsSwitch1766700000000 } from './1766700000000-uploads-switch';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  ReferenceData1763950000000,
  Documents1764000000000,
  Search1764000100000,
  SearchIndex1764000200000,
  BrowseSortIndexes1764000300000,
  ProcessingState1764100000000,
  RefundedOrders1764200000000,
  ViewSessions1764300000000,
  DocumentSimilarityFlags1764400000000,
  RefundedOrderItems1766503710000,
  UploadsSwitch1766700000000,
];
