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
