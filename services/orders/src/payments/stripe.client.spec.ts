import Stripe from 'stripe';
import { StripeClient, StripeSignatureError } from './stripe.client';

const WEBHOOK_SECRET = 'whsec_unit_test';
const signer = new Stripe('sk_test_signer');

const client = new StripeClient({
  secretKey: 'sk_test_unit',
  publishableKey: 'pk_test_unit',
  webhookSecret: WEBHOOK_SECRET,
  apiBaseUrl: 'http://127.0.0.1:9',
});

function signed(event: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { body: Buffer.from(payload), header };
}

const succeeded = {
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: 'pi_1',
      object: 'payment_intent',
      amount: 1000,
      amount_received: 1000,
      currency: 'usd',
      status: 'succeeded',
      metadata: { points_order_id: 'order-1' },
    },
  },
};

describe('the Stripe wrapper verifying webhooks offline', () => {
  it('turns a correctly signed event into the facts the service needs', () => {
    const { body, header } = signed(succeeded);
    expect(client.verifyWebhook(body, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntent: {
        id: 'pi_1',
        amount: 1000,
        amountReceived: 1000,
        currency: 'usd',
        status: 'succeeded',
        metadata: { points_order_id: 'order-1' },
      },
    });
  });

  it('gives no PaymentIntent for events about other objects', () => {
    const { body, header } = signed({
      id: 'evt_2',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect(client.verifyWebhook(body, header)).toEqual({ id: 'evt_2', type: 'charge.refunded', paymentIntent: null });
  });

  it('refuses another secret, a changed body, an old timestamp and a missing header', () => {
    const other = signed(succeeded, { secret: 'whsec_other' });
    expect(() => client.verifyWebhook(other.body, other.header)).toThrow(StripeSignatureError);
    const good = signed(succeeded);
    expect(() => client.verifyWebhook(Buffer.from(JSON.stringify(succeeded)), good.header)).toThrow(
      StripeSignatureError,
    );
    const old = signed(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => client.verifyWebhook(old.body, old.header)).toThrow(StripeSignatureError);
    expect(() => client.verifyWebhook(good.body, undefined)).toThrow(StripeSignatureError);
  });
});
