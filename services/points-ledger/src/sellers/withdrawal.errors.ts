import { POINTS_MESSAGES } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const WithdrawalErrors = defineErrors({
  WITHDRAWAL_NOT_FOUND: { status: 'NOT_FOUND', message: 'Withdrawal not found.' },
  WITHDRAWAL_NOT_ALLOWED: { status: 'CONFLICT', message: 'This withdrawal cannot change any more.' },
  INSUFFICIENT_POINTS: { status: 'INSUFFICIENT_POINTS', message: POINTS_MESSAGES.insufficient },
});
