import { defineErrors } from '@studyhub/platform';

export const HoldErrors = defineErrors({
  HOLD_NOT_FOUND: { status: 'NOT_FOUND', message: 'Hold not found.' },
  HOLD_ALREADY_SETTLED: { status: 'CONFLICT', message: 'This hold is already settled.' },
});
