import { randomUUID } from 'node:crypto';
import type { ApiData, ApiList, PointsOrder, PointsOrderCreated } from '@studyhub/contracts';
import type { RunningService } from '@studyhub/platform';
import { waitFor } from '@studyhub/platform/testing';
import { UnpaidPointsOrders } from '../src/points-orders/unpaid-points-orders';
import { FakeStripeApi } from './support/fake-stripe-api';
import { OrdersStack } from './support/orders-stack';
import { TEST_WEBHOOK_SECRET, deliverWebhook, paymentIntentEvent, signatureFor } from './support/stripe-events';

jest.setTimeout(120_000);

const POPULAR_PACKAGE = '8f62fa87-3185-4834-93a5-d01974bed0f7';
/** The default ORDERS_POINTS_ORDER_EXPIRY_MS. */
const EXPIRY_MS = 24 * 60 * 60 * 1000;
const PAST_EXPIRY_MS = EXPIRY_MS + 60_000;

interface StripeOrder {
  order: PointsOrder;
  intent: { id: string; orderId: string; amount: number };
}

/** The orders service paid through the fake Stripe API, with the helpers these tests share. */
class StripeWorld {
  private constructor(
    readonly stack: OrdersStack,
    readonly stripe: FakeStripeApi,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<StripeWorld> {
    const stripe = new FakeStripeApi();
    const apiBaseUrl = await stripe.start();
    const stack = await OrdersStack.start({
      STRIPE_SECRET_KEY: 'sk_test_orders_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_orders_fake',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: apiBaseUrl,
      ...env,
    });
    return new StripeWorld(stack, stripe);
  }

  async close(): Promise<void> {
    await this.stack.close();
    await this.stripe.stop();
  }

  get expiry(): UnpaidPointsOrders {
    return this.stack.service.app.get(UnpaidPointsOrders);
  }

  async order(buyer = randomUUID()): Promise<StripeOrder> {
    const answer = await this.stack.request<ApiData<PointsOrderCreated>>('POST', '/points/orders', {
      as: buyer,
      body: { package_id: POPULAR_PACKAGE },
    });
    expect(answer.status).toBe(201);
    const { order } = answer.body.data;
    return { order, intent: { id: order.payment_intent_id!, orderId: order.id, amount: order.amount_cents } };
  }

  /** Makes an order look as if it had been created `ms` ago (time is the database's). */
  async age(orderId: string, ms = PAST_EXPIRY_MS): Promise<void> {
    await this.stack.query(
      `UPDATE points_orders SET created_at = created_at - make_interval(secs => $2::double precision / 1000)
        WHERE id = $1`,
      [orderId, ms],
    );
  }

  async state(orderId: string) {
    const [row] = await this.stack.query<{
      order_status: string;
      payment_status: string;
      completed_at: Date | null;
      payment_checked_at: Date | null;
    }>(`SELECT order_status, payment_status, completed_at, payment_checked_at FROM points_orders WHERE id = $1`, [
      orderId,
    ]);
    return row!;
  }

  async credits(orderId: string) {
    return (await this.stack.outbox('points.purchased.v1')).filter((event) => event.data.pointsOrderId === orderId);
  }

  cancelsOf(intentId: string) {
    return this.stripe.cancels.filter((cancel) => cancel.id === intentId);
  }

  async deliver(type: string, intent: StripeOrder['intent']) {
    const event = paymentIntentEvent(type, intent);
    const answer = await deliverWebhook(this.stack.baseUrl, event.payload, signatureFor(event.payload));
    expect(answer.status).toBe(200);
    return answer.body.data!.outcome;
  }
}

describe('unpaid Stripe points orders expire', () => {
  let world: StripeWorld;

  beforeAll(async () => {
    world = await StripeWorld.start();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('cancels the PaymentIntent of an order unpaid past its time at Stripe, then marks the order expired', async () => {
    const old = await world.order();
    const fresh = await world.order();
    await world.age(old.order.id);
    await world.age(fresh.order.id, EXPIRY_MS - 60_000);

    expect(await world.expiry.expire()).toEqual({ expired: 1, credited: 0 });

    expect(await world.state(old.order.id)).toMatchObject({
      order_status: 'expired',
      payment_status: 'canceled',
      completed_at: null,
    });
    expect(world.stripe.statusOf(old.intent.id)).toBe('canceled');
    const [cancel] = world.cancelsOf(old.intent.id);
    expect(cancel?.params.get('cancellation_reason')).toBe('abandoned');
    expect(await world.credits(old.order.id)).toHaveLength(0);
    const shown = await world.stack.request<ApiData<PointsOrder>>('GET', `/points/orders/${old.order.id}`, {
      as: old.order.user_id,
    });
    expect(shown.body.data).toMatchObject({ order_status: 'expired', payment_status: 'canceled' });

    // Younger than the expiry: untouched, and Stripe was not asked.
    expect(await world.state(fresh.order.id)).toMatchObject({ order_status: 'pending' });
    expect(world.cancelsOf(fresh.intent.id)).toHaveLength(0);
    expect(world.stripe.statusOf(fresh.intent.id)).toBe('requires_payment_method');

    // Settled once: the next pass neither counts it nor asks Stripe again.
    expect(await world.expiry.expire()).toEqual({ expired: 0, credited: 0 });
    expect(world.cancelsOf(old.intent.id)).toHaveLength(1);
  });

  it('expires a declined order whose PaymentIntent could still be paid, not one Stripe never started', async () => {
    const declined = await world.order();
    expect(await world.deliver('payment_intent.payment_failed', declined.intent)).toBe('failed');
    await world.age(declined.order.id);

    world.stripe.failWith = 500;
    const buyer = randomUUID();
    try {
      const refused = await world.stack.request('POST', '/points/orders', { as: buyer, body: { amount_usd: 12 } });
      expect(refused.status).toBe(503);
    } finally {
      world.stripe.failWith = undefined;
    }
    const [neverStarted] = await world.stack.query<{ id: string }>(`SELECT id FROM points_orders WHERE user_id = $1`, [
      buyer,
    ]);
    await world.age(neverStarted!.id);

    await world.expiry.expire();
    expect(await world.state(declined.order.id)).toMatchObject({ order_status: 'expired', payment_status: 'canceled' });
    expect(world.stripe.statusOf(declined.intent.id)).toBe('canceled');
    expect(await world.state(neverStarted!.id)).toMatchObject({ order_status: 'failed', payment_status: 'failed' });
  });

  it('expires an order that never got its PaymentIntent (a crash after creating it) without asking Stripe', async () => {
    const lost = await world.order();
    const cancelsBefore = world.stripe.cancels.length;
    await world.stack.query(`UPDATE points_orders SET payment_intent_id = NULL WHERE id = $1`, [lost.order.id]);
    await world.age(lost.order.id);

    await world.expiry.expire();
    expect(await world.state(lost.order.id)).toMatchObject({ order_status: 'expired', payment_status: 'canceled' });
    expect(world.stripe.cancels).toHaveLength(cancelsBefore);

    // The browser never had its client secret; should Stripe ever report it paid, the buyer is credited.
    world.stripe.pay(lost.intent.id);
    expect(await world.deliver('payment_intent.succeeded', lost.intent)).toBe('credited');
    expect(await world.credits(lost.order.id)).toHaveLength(1);
  });

  it('credits an order Stripe reports paid while expiring it, before its webhook arrives, once', async () => {
    const paid = await world.order();
    world.stripe.pay(paid.intent.id);
    await world.age(paid.order.id);

    expect(await world.expiry.expire()).toEqual({ expired: 0, credited: 1 });
    expect(await world.state(paid.order.id)).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
    expect(world.stripe.statusOf(paid.intent.id)).toBe('succeeded');
    const credits = await world.credits(paid.order.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.data).toMatchObject({ userId: paid.order.user_id, basePoints: 100, provider: 'stripe' });

    expect(await world.deliver('payment_intent.succeeded', paid.intent)).toBe('duplicate');
    expect(await world.credits(paid.order.id)).toHaveLength(1);
  });

  it('waits for a PaymentIntent still processing, asks again only later, and credits it once it succeeds', async () => {
    const processing = await world.order();
    world.stripe.setStatus(processing.intent.id, 'processing');
    await world.age(processing.order.id);

    await world.expiry.expire();
    const waiting = await world.state(processing.order.id);
    expect(waiting).toMatchObject({ order_status: 'pending', payment_status: 'requires_payment' });
    expect(waiting.payment_checked_at).not.toBeNull();
    expect(world.cancelsOf(processing.intent.id)).toHaveLength(1);

    await world.expiry.expire();
    expect(world.cancelsOf(processing.intent.id)).toHaveLength(1);

    // Ten minutes later the bank debit has gone through.
    await world.stack.query(
      `UPDATE points_orders SET payment_checked_at = payment_checked_at - interval '11 minutes' WHERE id = $1`,
      [processing.order.id],
    );
    world.stripe.pay(processing.intent.id);
    expect(await world.expiry.expire()).toEqual({ expired: 0, credited: 1 });
    expect(await world.credits(processing.order.id)).toHaveLength(1);
  });

  it('leaves orders pending while Stripe cannot be reached, and expires them once it answers', async () => {
    const order = await world.order();
    await world.age(order.order.id);

    world.stripe.failReadsAndCancelsWith = 503;
    try {
      expect(await world.expiry.expire()).toEqual({ expired: 0, credited: 0 });
    } finally {
      world.stripe.failReadsAndCancelsWith = undefined;
    }
    expect(await world.state(order.order.id)).toMatchObject({ order_status: 'pending' });
    expect(world.stripe.statusOf(order.intent.id)).toBe('requires_payment_method');

    await world.stack.query(
      `UPDATE points_orders SET payment_checked_at = payment_checked_at - interval '11 minutes' WHERE id = $1`,
      [order.order.id],
    );
    expect(await world.expiry.expire()).toEqual({ expired: 1, credited: 0 });
    expect(await world.state(order.order.id)).toMatchObject({ order_status: 'expired' });
  });

  describe('a payment Stripe reports for an order that already ended unpaid', () => {
    it('credits an expired order exactly once: the buyer paid', async () => {
      const late = await world.order();
      await world.age(late.order.id);
      await world.expiry.expire();
      expect(await world.state(late.order.id)).toMatchObject({ order_status: 'expired' });

      // Stripe tells us about our own cancel: the order stays expired.
      expect(await world.deliver('payment_intent.canceled', late.intent)).toBe('ignored');
      expect(await world.state(late.order.id)).toMatchObject({ order_status: 'expired', payment_status: 'canceled' });

      const event = paymentIntentEvent('payment_intent.succeeded', late.intent);
      const answers = await Promise.all([
        deliverWebhook(world.stack.baseUrl, event.payload, signatureFor(event.payload)),
        deliverWebhook(world.stack.baseUrl, event.payload, signatureFor(event.payload)),
        world.deliver('payment_intent.succeeded', late.intent),
        world.deliver('payment_intent.succeeded', late.intent),
      ]);
      const outcomes = answers.map((answer) => (typeof answer === 'string' ? answer : answer.body.data!.outcome));
      expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(3);

      const state = await world.state(late.order.id);
      expect(state).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
      expect(state.completed_at).not.toBeNull();
      const credits = await world.credits(late.order.id);
      expect(credits).toHaveLength(1);
      expect(credits[0]!.data).toMatchObject({ pointsOrderId: late.order.id, amountCents: 1000, basePoints: 100 });

      // Paid now: neither the expiry nor a late cancel takes it back.
      await world.age(late.order.id);
      await world.expiry.expire();
      expect(await world.deliver('payment_intent.canceled', late.intent)).toBe('ignored');
      expect(await world.state(late.order.id)).toMatchObject({ order_status: 'completed' });
      expect(await world.credits(late.order.id)).toHaveLength(1);
    });

    it('marks an order canceled when Stripe cancels its PaymentIntent, crediting nothing, and still credits a payment', async () => {
      const canceled = await world.order();
      expect(await world.deliver('payment_intent.canceled', canceled.intent)).toBe('canceled');
      expect(await world.state(canceled.order.id)).toMatchObject({
        order_status: 'canceled',
        payment_status: 'canceled',
        completed_at: null,
      });
      expect(await world.credits(canceled.order.id)).toHaveLength(0);
      // A canceled order is not unpaid any more: the expiry leaves it.
      await world.age(canceled.order.id);
      await world.expiry.expire();
      expect(world.cancelsOf(canceled.intent.id)).toHaveLength(0);

      expect(await world.deliver('payment_intent.payment_failed', canceled.intent)).toBe('ignored');
      expect(await world.deliver('payment_intent.succeeded', canceled.intent)).toBe('credited');
      expect(await world.state(canceled.order.id)).toMatchObject({ order_status: 'completed' });
      expect(await world.credits(canceled.order.id)).toHaveLength(1);
    });
  });

  describe('racing the expiry on two replicas against the webhooks', () => {
    let replica: RunningService;

    beforeAll(async () => {
      replica = await world.stack.startReplica();
    });
    afterAll(async () => {
      await replica?.stop();
    });

    it('credits every order paid as it expires once, and expires only the ones nobody paid', async () => {
      const paid: StripeOrder[] = [];
      const unpaid: StripeOrder[] = [];
      for (let i = 0; i < 8; i += 1) paid.push(await world.order());
      for (let i = 0; i < 6; i += 1) unpaid.push(await world.order());
      for (const { order } of [...paid, ...unpaid]) await world.age(order.id);
      // The buyers' cards go through at Stripe just as the expiry runs; their webhooks arrive meanwhile.
      for (const { intent } of paid) world.stripe.pay(intent.id);

      const expiries = [world.expiry, replica.app.get(UnpaidPointsOrders), world.expiry];
      const [summaries, outcomes] = await Promise.all([
        Promise.all(expiries.map((expiry) => expiry.expire())),
        Promise.all(
          paid.flatMap(({ intent }) => [
            world.deliver('payment_intent.succeeded', intent),
            world.deliver('payment_intent.succeeded', intent),
          ]),
        ),
      ]);

      const creditedByExpiry = summaries.reduce((sum, summary) => sum + summary.credited, 0);
      const creditedByWebhook = outcomes.filter((outcome) => outcome === 'credited').length;
      expect(creditedByExpiry + creditedByWebhook).toBe(paid.length);
      expect(summaries.reduce((sum, summary) => sum + summary.expired, 0)).toBe(unpaid.length);
      for (const { order, intent } of paid) {
        expect(await world.state(order.id)).toMatchObject({ order_status: 'completed', payment_status: 'succeeded' });
        expect(await world.credits(order.id)).toHaveLength(1);
        expect(world.stripe.statusOf(intent.id)).toBe('succeeded');
      }
      for (const { order, intent } of unpaid) {
        expect(await world.state(order.id)).toMatchObject({ order_status: 'expired', payment_status: 'canceled' });
        expect(await world.credits(order.id)).toHaveLength(0);
        expect(world.stripe.statusOf(intent.id)).toBe('canceled');
        expect(world.cancelsOf(intent.id)).toHaveLength(1);
      }
    });
  });

  it('lets admins list points orders by the new statuses', async () => {
    const buyer = randomUUID();
    const expired = await world.order(buyer);
    await world.order(buyer);
    await world.age(expired.order.id);
    await world.expiry.expire();
    const admin = randomUUID();
    const list = await world.stack.request<ApiList<PointsOrder>>(
      'GET',
      `/admin/points-orders?user_id=${buyer}&status=expired`,
      { as: admin, role: 'admin' },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((order) => order.id)).toEqual([expired.order.id]);
    const bogus = await world.stack.request('GET', '/admin/points-orders?status=lost', { as: admin, role: 'admin' });
    expect(bogus.status).toBe(400);
  });
});

describe('the reconciler loop expiring unpaid points orders on its interval', () => {
  let world: StripeWorld;

  beforeAll(async () => {
    world = await StripeWorld.start({ ORDERS_RECONCILE_INTERVAL_MS: '200', ORDERS_POINTS_ORDER_EXPIRY_MS: '3600000' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('expires an order once it is older than ORDERS_POINTS_ORDER_EXPIRY_MS, and not before', async () => {
    const order = await world.order();
    await world.age(order.order.id, 3_600_000 - 120_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await world.state(order.order.id)).toMatchObject({ order_status: 'pending' });

    await world.age(order.order.id, 180_000);
    await waitFor('the order expired', async () => (await world.state(order.order.id)).order_status === 'expired');
    expect(world.stripe.statusOf(order.intent.id)).toBe('canceled');
  });
});
