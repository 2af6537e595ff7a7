import { z } from 'zod';
import { defineEvent } from './define-event';

/** The documents of an order (or of its refunded part), each with its seller and what it cost. */
const orderLinesSchema = z
  .array(z.object({ documentId: z.uuid(), sellerId: z.uuid(), pointsPrice: z.number().int().nonnegative() }))
  .min(1);

export const orderCompletedV1 = defineEvent({
  type: 'order.completed.v1',
  description: 'A document order was paid: the buyer now holds each document (catalog grants and counts it).',
  producer: 'orders',
  consumers: ['catalog', 'document-processing', 'notifications', 'content'],
  data: z.object({
    orderId: z.uuid(),
    userId: z.uuid(),
    items: orderLinesSchema,
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
    items: orderLinesSchema,
    totalPoints: z.number().int().nonnegative(),
    reason: z.string(),
    refundedAt: z.iso.datetime(),
  }),
});

/**
 * Some lines of an order were refunded, not the order: an admin took a document down and refunded
 * its buyers (ADR 0037). order.refunded.v1 keeps its meaning (the buyer's refund of the order).
 */
export const orderItemsRefundedV1 = defineEvent({
  type: 'order.items-refunded.v1',
  description:
    "Lines of a document order were refunded (a take-down): the ledger returns those lines' points and takes back their sellers' shares, catalog and document-processing take those documents away from the buyer.",
  producer: 'orders',
  consumers: ['points-ledger', 'catalog', 'document-processing', 'notifications', 'content'],
  data: z.object({
    orderId: z.uuid(),
    userId: z.uuid(),
    /** The lines refunded now (never one refunded before). */
    items: orderLinesSchema,
    /** The points of these lines only. */
    totalPoints: z.number().int().nonnegative(),
    /** True when no line of the order is left unrefunded: the order itself is now refunded. */
    orderRefunded: z.boolean(),
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
