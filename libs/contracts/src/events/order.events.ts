import { z } from 'zod';
import { defineEvent } from './define-event';

export const orderCompletedV1 = defineEvent({
  type: 'order.completed.v1',
  description: 'A document order was paid: the buyer now holds each document (catalog grants and counts it).',
  producer: 'orders',
  consumers: ['catalog', 'document-processing'],
  data: z.object({
    orderId: z.uuid(),
    userId: z.uuid(),
    items: z
      .array(z.object({ documentId: z.uuid(), sellerId: z.uuid(), pointsPrice: z.number().int().nonnegative() }))
      .min(1),
    totalPoints: z.number().int().nonnegative(),
    completedAt: z.iso.datetime(),
  }),
});
