import { z } from 'zod';
import { defineEvent } from './define-event';

export const orderCompletedV1 = defineEvent({
  type: 'order.completed.v1',
  description: 'A document order was paid: the buyer now holds each document (catalog grants and counts it).',
  producer: 'orders',
  consumers: ['catalog', 'document-processing', 'notifications', 'content'],
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

export const orderRefundedV1 = defineEvent({
  type: 'order.refunded.v1',
  description:
    'A document order was refunded: the ledger returns the points and takes back the shares, catalog and document-processing take access away.',
  producer: 'orders',
  consumers: ['points-ledger', 'catalog', 'document-processing', 'notifications', 'content'],
  data: z.object({
    orderId: z.uuid(),
    userId: z.uuid(),
    items: z
      .array(z.object({ documentId: z.uuid(), sellerId: z.uuid(), pointsPrice: z.number().int().nonnegative() }))
      .min(1),
    totalPoints: z.number().int().nonnegative(),
    reason: z.string(),
    refundedAt: z.iso.datetime(),
  }),
});

export const pointsPurchasedV1 = defineEvent({
  type: 'points.purchased.v1',
  description: 'A points order was paid (simulated or Stripe): the ledger credits its points and bonus once.',
  producer: 'orders',
  consumers: ['points-ledger', 'content'],
  data: z.object({
    pointsOrderId: z.uuid(),
    userId: z.uuid(),
    basePoints: z.number().int().positive(),
    bonusPoints: z.number().int().nonnegative(),
    amountCents: z.number().int().positive(),
    currency: z.literal('usd'),
    provider: z.enum(['simulated', 'stripe']),
    completedAt: z.iso.datetime(),
  }),
});
