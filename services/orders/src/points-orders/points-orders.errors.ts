import { defineErrors } from '@studyhub/platform';

export const PointsOrderErrors = defineErrors({
  POINTS_ORDER_NOT_FOUND: { status: 'NOT_FOUND', message: 'This points order does not exist.' },
  PAYMENT_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Card payments are unavailable right now. Please try again shortly.',
  },
});
