import { defineErrors } from '@studyhub/platform';

/** What a caller of a paid AI action may be told when metering, not the model, stopped it. */
export const MeteringErrors = defineErrors({
  POINTS_LEDGER_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Your points could not be checked right now, so nothing was charged. Please try again shortly.',
  },
  POINTS_LEDGER_REFUSED: {
    status: 'BAD_GATEWAY',
    message: 'Your points could not be used for this request, so nothing was charged. Please try again later.',
  },
  ACTION_ALREADY_PROCESSED: {
    status: 'CONFLICT',
    message: 'This request was already sent once and is not charged again. Send it anew for a new answer.',
  },
});
