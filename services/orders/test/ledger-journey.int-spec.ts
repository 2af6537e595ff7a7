import { randomUUID } from 'node:crypto';
import type { ApiData, PointsOrderCreated } from '@studyhub/contracts';
import { waitFor } from '@studyhub/platform/testing';
import { FakeStripeApi } from './support/fake-stripe-api';
import { OrdersWithLedger } from './support/orders-with-ledger';
import type { RealLedger } from './support/real-ledger';
import { TEST_WEBHOOK_SECRET, deliverWebhook, paymentIntentEvent, signatureFor } from './support/stripe-events';

jest.setTimeout(120_000);

/**
 * Money end to end with the built points-ledger as a process: points paid through Stripe are
 * credited by the ledger once, whatever the webhook does; a checkout spends them and books the
 * seller's share; a refund gives them back through order.refunded.v1.
 */
describe('orders and the points-ledger, end to end', () => {
  let stripeApi: FakeStripeApi;
  let world: OrdersWithLedger;
  let ledger: RealLedger;

  beforeAll(async () => {
    stripeApi = new FakeStripeApi();
    const apiBaseUrl = await stripeApi.start();
    world = await OrdersWithLedger.start(
      {
        STRIPE_SECRET_KEY: 'sk_test_journey',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_journey',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: apiBaseUrl,
      },
      'points-ledger',
    );
    ledger = world.ledger as RealLedger;
  });
  afterAll(async () => {
    await world?.close();
    await stripeApi?.stop();
  });

  it('credits paid points once, spends them on a document, and returns them on refund', async () => {
    const { stack } = world;
    const buyer = randomUUID();
    const created = await stack.request<ApiData<PointsOrderCreated>>('POST', '/points/orders', {
      as: buyer,
      body: { amount_usd: 20 },
    });
    expect(created.status).toBe(201);
    const order = created.body.data.order;
    const intent = { id: order.payment_intent_id!, orderId: order.id, amount: order.amount_cents };

    // Stripe repeats itself and sends a second event for the same payment.
    const first = paymentIntentEvent('payment_intent.succeeded', intent);
    const second = paymentIntentEvent('payment_intent.succeeded', intent);
    const answers = await Promise.all(
      [first, first, second, first].map((event) =>
        deliverWebhook(stack.baseUrl, event.payload, signatureFor(event.payload)),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await waitFor('the points credited', async () => (await ledger.balance(buyer)) === 210);

    const seller = randomUUID();
    const document = await stack.approvedDocument({ sellerId: seller, pointsPrice: 50 });
    const bought = await stack.checkout(buyer, [document.documentId]);
    expect(bought.status).toBe(201);
    expect(await ledger.balance(buyer)).toBe(160);
    expect(await ledger.sellerPending(seller)).toBe(35);

    const refunded = await stack.request('POST', `/orders/${bought.body.data.id}/refund`, { as: buyer, body: {} });
    expect(refunded.status).toBe(200);
    await waitFor('the points returned', async () => (await ledger.balance(buyer)) === 210);
    await waitFor('the share taken back', async () => (await ledger.sellerPending(seller)) === 0);

    // Nothing was credited twice meanwhile: one more delivery changes nothing either.
    await deliverWebhook(stack.baseUrl, second.payload, signatureFor(second.payload));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await ledger.balance(buyer)).toBe(210);
  });
});
