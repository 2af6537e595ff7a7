import { POINTS_ORDER_STATUSES, type PointsOrderStatus } from '@studyhub/contracts';
import type { PaymentIntentFacts } from '../payments/stripe.client';
import { expiryStepOf, paymentVerdictOf } from './points-order-payment-rules';

const verdicts = (news: Parameters<typeof paymentVerdictOf>[1]) =>
  Object.fromEntries(
    POINTS_ORDER_STATUSES.map((status: PointsOrderStatus) => [status, paymentVerdictOf(status, news)]),
  );

const intent = (status: string): PaymentIntentFacts => ({
  id: 'pi_1',
  amount: 1000,
  amountReceived: status === 'succeeded' ? 1000 : 0,
  currency: 'usd',
  status,
  metadata: {},
});

describe('a points order on Stripe news', () => {
  it('credits a payment once, even for an order declined, expired or canceled before', () => {
    expect(verdicts('succeeded')).toEqual({
      pending: 'credit',
      failed: 'credit',
      expired: 'credit',
      canceled: 'credit',
      completed: 'already-credited',
      refunded: 'ignore',
    });
  });

  it('marks only a pending order declined: the buyer may still pay, and a paid order stays paid', () => {
    expect(verdicts('declined')).toEqual({
      pending: 'decline',
      failed: 'ignore',
      expired: 'ignore',
      canceled: 'ignore',
      completed: 'ignore',
      refunded: 'ignore',
    });
  });

  it('cancels an unpaid order, never a paid one, and leaves an expired one expired', () => {
    expect(verdicts('canceled')).toEqual({
      pending: 'cancel',
      failed: 'cancel',
      expired: 'ignore',
      canceled: 'ignore',
      completed: 'ignore',
      refunded: 'ignore',
    });
  });
});

describe('an unpaid order past its time', () => {
  it('expires once its PaymentIntent can no longer take money, or when it has none', () => {
    expect(expiryStepOf({ kind: 'found', intent: intent('canceled') })).toBe('expire');
    expect(expiryStepOf({ kind: 'missing' })).toBe('expire');
    expect(expiryStepOf('none')).toBe('expire');
  });

  it('is credited when Stripe says it was paid after all', () => {
    expect(expiryStepOf({ kind: 'found', intent: intent('succeeded') })).toBe('credit');
  });

  it('waits while money is still moving', () => {
    for (const status of ['processing', 'requires_capture', 'requires_action']) {
      expect(expiryStepOf({ kind: 'found', intent: intent(status) })).toBe('wait');
    }
  });
});
