import { defineErrors } from '@studyhub/platform';

export const PurchaseErrors = defineErrors({
  PURCHASE_NOT_FOUND: { status: 'NOT_FOUND', message: 'No purchase was made for this order.' },
});
