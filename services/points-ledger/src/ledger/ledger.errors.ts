import { POINTS_MESSAGES } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const LedgerErrors = defineErrors({
  INSUFFICIENT_POINTS: { status: 'INSUFFICIENT_POINTS', message: POINTS_MESSAGES.insufficient },
  IDEMPOTENCY_KEY_REUSED: {
    status: 'CONFLICT',
    message: 'This idempotency key was already used for a different request.',
  },
});
