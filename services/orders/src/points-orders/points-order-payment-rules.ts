import type { PointsOrderStatus } from '@studyhub/contracts';
import type { CancelOutcome } from '../payments/stripe.client';

/** What Stripe reports about a points order's PaymentIntent. */
export type PaymentNews = 'succeeded' | 'declined' | 'canceled';

export type PaymentVerdict = 'credit' | 'decline' | 'cancel' | 'already-credited' | 'ignore';

/**
 * What a points order becomes on Stripe's news, whatever order the news arrives in. Money that
 * arrived is always credited, even for an order given up on (declined, expired, canceled): the
 * buyer paid. A decline or a cancel never undoes a payment.
 */
export function paymentVerdictOf(status: PointsOrderStatus, news: PaymentNews): PaymentVerdict {
  switch (news) {
    case 'succeeded':
      if (status === 'completed') return 'already-credited';
      return status === 'refunded' ? 'ignore' : 'credit';
    case 'declined':
      // The buyer may still pay the same PaymentIntent with another card.
      return status === 'pending' ? 'decline' : 'ignore';
    case 'canceled':
      // An expired order hears its own cancel back: it stays expired.
      return status === 'pending' || status === 'failed' ? 'cancel' : 'ignore';
    default: {
      const unknown: never = news;
      return unknown;
    }
  }
}

export type ExpiryStep = 'expire' | 'credit' | 'wait';

/**
 * What to do with an unpaid order past its time, given what cancelling its PaymentIntent found
 * (`none`: the order never got one). Only a PaymentIntent that can no longer take money lets the
 * order expire; one that took it is credited; one still moving money (processing) is waited for.
 */
export function expiryStepOf(found: CancelOutcome | 'none'): ExpiryStep {
  if (found === 'none' || found.kind === 'missing') return 'expire';
  switch (found.intent.status) {
    case 'canceled':
      return 'expire';
    case 'succeeded':
      return 'credit';
    default:
      return 'wait';
  }
}
