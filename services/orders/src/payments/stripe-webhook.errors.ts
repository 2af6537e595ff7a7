import { defineErrors } from '@studyhub/platform';

export const StripeWebhookErrors = defineErrors({
  STRIPE_NOT_CONFIGURED: { status: 'NOT_FOUND', message: 'Card payments are not configured.' },
  INVALID_SIGNATURE: { status: 'BAD_REQUEST', message: 'The webhook signature is not valid.' },
});
