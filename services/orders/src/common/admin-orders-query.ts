import type { adminOrdersQuerySchema } from '@studyhub/contracts';
import type { z } from 'zod';

/** The back office's order filters (status, buyer) and page. */
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
