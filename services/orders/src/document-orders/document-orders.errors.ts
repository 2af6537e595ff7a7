import { ORDER_MESSAGES } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const DocumentOrderErrors = defineErrors({
  ORDER_NOT_FOUND: { status: 'NOT_FOUND', message: 'This order does not exist.' },
  DOCUMENT_NOT_FOR_SALE: { status: 'CONFLICT', message: ORDER_MESSAGES.notForSale },
  OWN_DOCUMENT: { status: 'CONFLICT', message: ORDER_MESSAGES.ownDocument },
  ALREADY_PURCHASED: { status: 'CONFLICT', message: ORDER_MESSAGES.alreadyPurchased },
  ORDER_NOT_REFUNDABLE: { status: 'CONFLICT', message: 'Only a completed order can be refunded.' },
  REFUND_WINDOW_CLOSED: { status: 'CONFLICT', message: ORDER_MESSAGES.refundWindowClosed },
  LEDGER_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Your order could not be completed right now. Please check your orders in a moment.',
  },
  LEDGER_REFUSED: { status: 'BAD_GATEWAY', message: 'Your order could not be completed. Please try again later.' },
});
