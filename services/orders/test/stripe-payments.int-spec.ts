import { randomUUID } from 'node:crypto';
import type { ApiData, PointsOrder, PointsOrderCreated } from '@studyhub/contracts';
import { FakeStripeApi } from './support/fake-stripe-api';
import { OrdersStack } from './support/orders-stack';
import { TEST_WEBHOOK_SECRET, deliverWebhook, paymentIntentEvent, signatureFor } from './support/stripe-events';

const POPULAR_PACKAGE = '8f62fa87-3185-4834-93a5-d01974bed0f7';

describe('points orders paid through Stripe', () => {
  let stripeApi: FakeStripeApi;
  let stack: OrdersStack;

  beforeAll(async () => {
    stripeApi = new FakeStripeApi();
    const apiBaseUrl = await stripeApi.start();
    stack = await OrdersStack.start({
      STRIPE_SECRET_KEY: 'sk_test_orders_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_orders_fake',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: apiBaseUrl,
    });
  });
  afterAll(async () => {
    await stack?.close();
    await stripeApi?.stop();
  });

  async function stripeOrder(body: unknown = { package_id: POPULAR_PACKAGE }, buyer = randomUUID()) {
    const answer = await stack.request<ApiData<PointsOrderCreated>>('POST', '/points/orders', { as: buyer, body });
    expect(answer.status).toBe(201);
    const order = answer.body.data.order;
    return {
      ...answer.body.data,
      order,
      intent: { id: order.payment_intent_id!, orderId: order.id, amount: order.amount_cents },
    };
  }

  async function orderState(
    id: string,
  ): Promise<Pick<PointsOrder, 'order_status' | 'payment_status' | 'completed_at'>> {
    const [row] = await stack.query<{ order_status: string; payment_status: string; completed_at: Date | null }>(
      `SELECT order_status, payment_status, completed_at FROM points_orders WHERE id = $1`,
      [id],
    );
    return row as never;
  }

  async function creditsFor(orderId: string) {
    return (await stack.outbox('points.purchased.v1')).filter((event) => event.data.pointsOrderId === orderId);
  }

  async function deliver(event: { payload: string }) {
    return deliverWebhook(stack.baseUrl, event.payload, signatureFor(event.payload));
  }

  describe('creating the PaymentIntent', () => {
    it('creates a pending order and a PaymentIntent keyed by the order id, and answers its client secret', async () => {
      const buyer = randomUUID();
      const created = await stripeOrder({ package_id: POPULAR_PACKAGE }, buyer);
      expect(created.order).toMatchObject({
        user_id: buyer,
        amount_cents: 1000,
        points_amount: 100,
        order_status: 'pending',
        payment_status: 'requires_payment',
        payment_method: 'stripe',
        completed_at: null,
      });
      expect(created.order.payment_intent_id).toMatch(/^pi_/);
      expect(created.client_secret).toMatch(new RegExp(`^${created.order.payment_intent_id}_secret_`));
      expect(created.publishable_key).toBe('pk_test_orders_fake');

      const call = stripeApi.creates.at(-1)!;
      expect(call.idempotencyKey).toBe(created.order.id);
      expect(call.authorization).toBe('Bearer sk_test_orders_fake');
      expect(call.params.get('amount')).toBe('1000');
      expect(call.params.get('currency')).toBe('usd');
      expect(call.params.get('metadata[points_order_id]')).toBe(created.order.id);
      expect(call.params.get('metadata[user_id]')).toBe(buyer);
      expect(await creditsFor(created.order.id)).toHaveLength(0);
    });

    it('fails the order and answers 503 when Stripe refuses', async () => {
      stripeApi.failWith = 500;
      try {
        const buyer = randomUUID();
        const answer = await stack.request('POST', '/points/orders', { as: buyer, body: { amount_usd: 15 } });
        expect(answer.status).toBe(503);
        expect(answer.body.error?.code).toBe('PAYMENT_UNAVAILABLE');
        const [row] = await stack.query<{ order_status: string; payment_status: string }>(
          `SELECT order_status, payment_status FROM points_orders WHERE user_id = $1`,
          [buyer],
        );
        expect(row).toEqual({ order_status: 'failed', payment_status: 'failed' });
      } finally {
        stripeApi.failWith = undefined;
      }
    });
  });

  describe('the signed webhook', () => {
    it('completes the order on payment_intent.succeeded and commits points.purchased.v1', async () => {
      const { order, intent } = await stripeOrder({ amount_usd: 20 });
      const answer = await deliver(paymentIntentEvent('payment_intent.succeeded', intent));
      expect(answer).toEqual({ status: 200, body: { data: { received: true, outcome: 'credited' } } });
      expect(await orderState(order.id)).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
      const credits = await creditsFor(order.id);
      expect(credits).toHaveLength(1);
      expect(credits[0]!.data).toMatchObject({
        userId: order.user_id,
        basePoints: 200,
        bonusPoints: 10,
        amountCents: 2000,
        currency: 'usd',
        provider: 'stripe',
      });
      const mine = await stack.request<ApiData<PointsOrder>>('GET', `/points/orders/${order.id}`, {
        as: order.user_id,
      });
      expect(mine.body.data).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
    });

    it('credits once when the same event arrives 10 times, one after another', async () => {
      const { order, intent } = await stripeOrder();
      const event = paymentIntentEvent('payment_intent.succeeded', intent);
      const outcomes: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const answer = await deliver(event);
        expect(answer.status).toBe(200);
        outcomes.push(answer.body.data!.outcome);
      }
      expect(outcomes).toEqual(['credited', ...Array<string>(9).fill('duplicate')]);
      expect(await creditsFor(order.id)).toHaveLength(1);
      const stored = await stack.query(`SELECT 1 FROM stripe_events WHERE event_id = $1`, [event.id]);
      expect(stored).toHaveLength(1);
    });

    it('credits once when the same event arrives 10 times at once', async () => {
      const { order, intent } = await stripeOrder();
      const event = paymentIntentEvent('payment_intent.succeeded', intent);
      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.data!.outcome === 'credited')).toHaveLength(1);
      expect(await creditsFor(order.id)).toHaveLength(1);
    });

    it('credits once per PaymentIntent when different events say it succeeded, even all at once', async () => {
      const { order, intent } = await stripeOrder();
      const events = Array.from({ length: 10 }, () => paymentIntentEvent('payment_intent.succeeded', intent));
      const answers = await Promise.all(events.map((event) => deliver(event)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.data!.outcome === 'credited')).toHaveLength(1);
      expect(await creditsFor(order.id)).toHaveLength(1);
      const stored = await stack.query(`SELECT 1 FROM stripe_events WHERE payment_intent_id = $1`, [intent.id]);
      expect(stored).toHaveLength(10);
    });

    it('marks the order failed on payment_intent.payment_failed, crediting nothing', async () => {
      const { order, intent } = await stripeOrder();
      const answer = await deliver(paymentIntentEvent('payment_intent.payment_failed', intent));
      expect(answer.body.data?.outcome).toBe('failed');
      expect(await orderState(order.id)).toMatchObject({
        order_status: 'failed',
        payment_status: 'failed',
        completed_at: null,
      });
      expect(await creditsFor(order.id)).toHaveLength(0);
    });

    it('keeps a paid order paid when a decline arrives after the success', async () => {
      const { order, intent } = await stripeOrder();
      expect((await deliver(paymentIntentEvent('payment_intent.succeeded', intent))).body.data?.outcome).toBe(
        'credited',
      );
      expect((await deliver(paymentIntentEvent('payment_intent.payment_failed', intent))).body.data?.outcome).toBe(
        'ignored',
      );
      expect(await orderState(order.id)).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
      expect(await creditsFor(order.id)).toHaveLength(1);
    });

    it('pays an order whose first card was declined and a second one accepted', async () => {
      const { order, intent } = await stripeOrder();
      await deliver(paymentIntentEvent('payment_intent.payment_failed', intent));
      expect((await deliver(paymentIntentEvent('payment_intent.succeeded', intent))).body.data?.outcome).toBe(
        'credited',
      );
      expect(await orderState(order.id)).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
      expect(await creditsFor(order.id)).toHaveLength(1);
    });

    it('finds the order by its PaymentIntent when the metadata does not name it', async () => {
      const { order, intent } = await stripeOrder();
      const answer = await deliver(paymentIntentEvent('payment_intent.succeeded', { ...intent, orderId: null }));
      expect(answer.body.data?.outcome).toBe('credited');
      expect(await creditsFor(order.id)).toHaveLength(1);
    });

    it('credits nothing when the amount received is not the order amount', async () => {
      const { order, intent } = await stripeOrder();
      const answer = await deliver(paymentIntentEvent('payment_intent.succeeded', { ...intent, amountReceived: 100 }));
      expect(answer).toMatchObject({ status: 200, body: { data: { outcome: 'ignored' } } });
      expect(await orderState(order.id)).toMatchObject({ order_status: 'pending' });
      expect(await creditsFor(order.id)).toHaveLength(0);
    });

    it('credits nothing for a PaymentIntent that pays another order than its own', async () => {
      const first = await stripeOrder();
      const second = await stripeOrder();
      const answer = await deliver(
        paymentIntentEvent('payment_intent.succeeded', { ...second.intent, orderId: first.order.id }),
      );
      expect(answer.body.data?.outcome).toBe('ignored');
      expect(await creditsFor(first.order.id)).toHaveLength(0);
      expect(await creditsFor(second.order.id)).toHaveLength(0);
    });

    it('acknowledges events about unknown orders and other event types without doing anything', async () => {
      const unknown = paymentIntentEvent('payment_intent.succeeded', {
        id: 'pi_unknown',
        orderId: randomUUID(),
        amount: 500,
      });
      expect(await deliver(unknown)).toMatchObject({ status: 200, body: { data: { outcome: 'ignored' } } });
      const { order, intent } = await stripeOrder();
      expect(await deliver(paymentIntentEvent('payment_intent.created', intent))).toMatchObject({
        status: 200,
        body: { data: { outcome: 'ignored' } },
      });
      expect(await orderState(order.id)).toMatchObject({ order_status: 'pending' });
    });

    describe('refused deliveries change nothing', () => {
      async function expectRefused(orderId: string, eventId: string, answer: Awaited<ReturnType<typeof deliver>>) {
        expect(answer.status).toBe(400);
        expect(answer.body.error?.code).toBe('INVALID_SIGNATURE');
        expect(await stack.query(`SELECT 1 FROM stripe_events WHERE event_id = $1`, [eventId])).toHaveLength(0);
        expect(await orderState(orderId)).toMatchObject({ order_status: 'pending' });
        expect(await creditsFor(orderId)).toHaveLength(0);
      }

      it('refuses a signature made with another secret', async () => {
        const { order, intent } = await stripeOrder();
        const event = paymentIntentEvent('payment_intent.succeeded', intent);
        const answer = await deliverWebhook(
          stack.baseUrl,
          event.payload,
          signatureFor(event.payload, { secret: 'whsec_other' }),
        );
        await expectRefused(order.id, event.id, answer);
      });

      it('refuses a signed event older than the tolerance', async () => {
        const { order, intent } = await stripeOrder();
        const event = paymentIntentEvent('payment_intent.succeeded', intent);
        const timestamp = Math.floor(Date.now() / 1000) - 301;
        const answer = await deliverWebhook(stack.baseUrl, event.payload, signatureFor(event.payload, { timestamp }));
        await expectRefused(order.id, event.id, answer);
      });

      it('refuses a re-serialised body, though it means the same', async () => {
        const { order, intent } = await stripeOrder();
        const event = paymentIntentEvent('payment_intent.succeeded', intent);
        const compact = JSON.stringify(JSON.parse(event.payload));
        const answer = await deliverWebhook(stack.baseUrl, compact, signatureFor(event.payload));
        await expectRefused(order.id, event.id, answer);
      });

      it('refuses a body changed after signing, and a delivery without a signature', async () => {
        const { order, intent } = await stripeOrder();
        const event = paymentIntentEvent('payment_intent.succeeded', intent);
        const tampered = event.payload.replace(`"amount": ${intent.amount}`, `"amount": ${intent.amount + 1}`);
        expect(tampered).not.toBe(event.payload);
        await expectRefused(
          order.id,
          event.id,
          await deliverWebhook(stack.baseUrl, tampered, signatureFor(event.payload)),
        );
        await expectRefused(order.id, event.id, await deliverWebhook(stack.baseUrl, event.payload, undefined));
        await expectRefused(order.id, event.id, await deliverWebhook(stack.baseUrl, event.payload, 't=1,v1=zz'));
      });
    });
  });
});
