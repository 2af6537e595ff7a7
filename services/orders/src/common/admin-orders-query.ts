import type {
  ADMIN_ORDER_SORTS,
  ADMIN_POINTS_ORDER_SORTS,
  adminOrdersQuerySchema,
  adminPointsOrdersQuerySchema,
} from '@studyhub/contracts';
import type { z } from 'zod';

/** The back office's order filters (status, buyer), order, page and format. */
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** The same for points orders, whose statuses include expired and canceled. */
export type AdminPointsOrdersQuery = z.infer<typeof adminPointsOrdersQuerySchema>;

export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export type AdminPointsOrderSort = (typeof ADMIN_POINTS_ORDER_SORTS)[number];
