import { z } from 'zod';
import { defineEvent } from './define-event';

export const pointsBalanceChangedV1 = defineEvent({
  type: 'points.balance-changed.v1',
  description: "A user's points balance changed; the gateway pushes it to that user's open pages.",
  producer: 'points-ledger',
  consumers: [],
  data: z.object({
    userId: z.uuid(),
    pointsBalance: z.number().int().nonnegative(),
    lifetimeSpent: z.number().int().nonnegative(),
    transactionId: z.string(),
  }),
  live: { stream: 'balance', userIdField: 'userId' },
});

export const withdrawalStatusChangedV1 = defineEvent({
  type: 'withdrawal.status-changed.v1',
  description: "A seller's withdrawal was requested, approved, paid or rejected (for the seller's notifications).",
  producer: 'points-ledger',
  consumers: ['notifications', 'content'],
  data: z.object({
    withdrawalId: z.uuid(),
    sellerId: z.uuid(),
    status: z.enum(['requested', 'approved', 'paid', 'rejected']),
    amountPoints: z.number().int().positive(),
    reason: z.string().nullable(),
  }),
});

/** What a user's points were spent on: an AI tool's metered action, or the documents of an order. */
export const POINTS_SPENT_KINDS = ['ai_tool', 'documents'] as const;

export const pointsSpentV1 = defineEvent({
  type: 'points.spent.v1',
  description:
    "A user's points were spent, in the ledger transaction that took them: an AI tool's captured hold (by feature) or a document order (with the sellers' shares). Content's reporting counts them.",
  producer: 'points-ledger',
  consumers: ['content'],
  data: z.object({
    userId: z.uuid(),
    transactionId: z.uuid(),
    kind: z.enum(POINTS_SPENT_KINDS),
    points: z.number().int().nonnegative(),
    /** The AI tool's billed feature (e.g. `editor.rewrite_content`); null for documents. */
    feature: z.string().min(1).max(100).nullable(),
    /** Points credited to sellers (pending) by this spend; 0 for AI tools. */
    sellerEarnings: z.number().int().nonnegative(),
  }),
});
