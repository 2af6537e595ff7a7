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
  consumers: ['notifications'],
  data: z.object({
    withdrawalId: z.uuid(),
    sellerId: z.uuid(),
    status: z.enum(['requested', 'approved', 'paid', 'rejected']),
    amountPoints: z.number().int().positive(),
    reason: z.string().nullable(),
  }),
});
