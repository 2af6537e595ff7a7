import type { adminOrdersQuerySchema, adminPointsOrdersQuerySchema } from '@studyhub/contracts';
import type { z } from 'zod';

/** The back office's order filters (status, buyer) and page. */
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** The same for points orders, whose statuses include expired and canceled. */
export type AdminPointsOrdersQuery = z.infer<typeof adminPointsOrdersQuerySchema>;
