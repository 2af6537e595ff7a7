import { randomUUID } from 'node:crypto';
import type { ApiData, ApiList, PointsOrder, PointsOrderCreated } from '@studyhub/contracts';
import { OrdersStack } from './support/orders-stack';

const POPULAR_PACKAGE = '8f62fa87-3185-4834-93a5-d01974bed0f7';
const PRO_PACKAGE = '68992449-c51a-4598-9303-7e99ba6d13c8';

describe('points orders with the built-in simulated provider', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await OrdersStack.start();
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function buy(userId: string, body: unknown) {
    return stack.request<ApiData<PointsOrderCreated>>('POST', '/points/orders', {
      as: userId,
      body,
      headers: { 'user-agent': 'Mozilla/5.0 (test)' },
    });
  }

  it('completes a package order at once and commits points.purchased.v1 with it', async () => {
    const buyer = randomUUID();
    const answer = await buy(buyer, { package_id: POPULAR_PACKAGE });
    expect(answer.status).toBe(201);
    const { order, client_secret, publishable_key } = answer.body.data;
    expect(order).toMatchObject({
      user_id: buyer,
      package_id: POPULAR_PACKAGE,
      amount_cents: 1000,
      currency: 'usd',
      points_amount: 100,
      bonus_points: 0,
      order_status: 'completed',
      payment_status: 'succeeded',
      payment_method: 'simulated',
      payment_intent_id: null,
    });
    expect(order.completed_at).not.toBeNull();
    expect(client_secret).toBeNull();
    expect(publishable_key).toBeNull();

    const events = (await stack.outbox('points.purchased.v1')).filter((e) => e.data.pointsOrderId === order.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      pointsOrderId: order.id,
      userId: buyer,
      basePoints: 100,
      bonusPoints: 0,
      amountCents: 1000,
      currency: 'usd',
      provider: 'simulated',
      completedAt: order.completed_at,
    });
    const [stored] = await stack.query<{ user_agent: string; ip_address: string; metadata: unknown }>(
      `SELECT user_agent, ip_address, metadata FROM points_orders WHERE id = $1`,
      [order.id],
    );
    expect(stored).toEqual({
      user_agent: 'Mozilla/5.0 (test)',
      ip_address: '127.0.0.1',
      metadata: { browser: 'Mozilla/5.0 (test)' },
    });
  });

  it('prices a custom amount with the tier it reaches', async () => {
    const answer = await buy(randomUUID(), { amount_usd: 25 });
    expect(answer.status).toBe(201);
    expect(answer.body.data.order).toMatchObject({
      package_id: null,
      amount_cents: 2500,
      points_amount: 250,
      bonus_points: 12,
      order_status: 'completed',
    });
    const pro = await buy(randomUUID(), { package_id: PRO_PACKAGE });
    expect(pro.body.data.order).toMatchObject({ amount_cents: 5000, points_amount: 500, bonus_points: 50 });
  });

  it.each([
    ['neither a package nor an amount', {}],
    ['both a package and an amount', { package_id: POPULAR_PACKAGE, amount_usd: 10 }],
    ['a package id that is not a uuid', { package_id: 'popular' }],
    ['an amount below $1', { amount_usd: 0.99 }],
    ['an amount above $1000', { amount_usd: 1000.5 }],
  ])('refuses %s', async (_label, body) => {
    const answer = await buy(randomUUID(), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for a package that does not exist, and 401 without a session', async () => {
    const unknown = await buy(randomUUID(), { package_id: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('PACKAGE_NOT_FOUND');
    expect((await stack.request('POST', '/points/orders', { body: { package_id: POPULAR_PACKAGE } })).status).toBe(401);
    expect((await stack.request('GET', '/points/orders')).status).toBe(401);
  });

  it('lists only the caller own orders, newest first, paged', async () => {
    const buyer = randomUUID();
    const ids: string[] = [];
    for (const amount of [5, 6, 7]) ids.push((await buy(buyer, { amount_usd: amount })).body.data.order.id);
    await buy(randomUUID(), { amount_usd: 8 });

    const first = await stack.request<ApiList<PointsOrder>>('GET', '/points/orders?limit=2', { as: buyer });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(first.body.data.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const second = await stack.request<ApiList<PointsOrder>>('GET', '/points/orders?limit=2&page=2', { as: buyer });
    expect(second.body.data.map((o) => o.id)).toEqual([ids[0]]);
  });

  it('shows one order to its buyer and to admins only', async () => {
    const buyer = randomUUID();
    const id = (await buy(buyer, { amount_usd: 3 })).body.data.order.id;
    const own = await stack.request<ApiData<PointsOrder>>('GET', `/points/orders/${id}`, { as: buyer });
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(id);
    expect((await stack.request('GET', `/points/orders/${id}`, { as: randomUUID() })).status).toBe(404);
    expect((await stack.request('GET', `/points/orders/${id}`, { as: randomUUID(), role: 'admin' })).status).toBe(200);
  });

  it('gives admins every order, filtered by status and buyer', async () => {
    const buyer = randomUUID();
    await buy(buyer, { amount_usd: 11 });
    await buy(buyer, { amount_usd: 12 });
    const admin = randomUUID();
    const byBuyer = await stack.request<ApiList<PointsOrder>>('GET', `/admin/points-orders?user_id=${buyer}`, {
      as: admin,
      role: 'admin',
    });
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body.meta.total).toBe(2);
    expect(byBuyer.body.data.map((o) => o.amount_cents)).toEqual([1200, 1100]);

    const completed = await stack.request<ApiList<PointsOrder>>(
      'GET',
      '/admin/points-orders?status=completed&limit=100',
      {
        as: admin,
        role: 'admin',
      },
    );
    expect(completed.body.data.length).toBeGreaterThanOrEqual(2);
    expect(completed.body.data.every((o) => o.order_status === 'completed')).toBe(true);
    const pending = await stack.request<ApiList<PointsOrder>>('GET', '/admin/points-orders?status=pending', {
      as: admin,
      role: 'admin',
    });
    expect(pending.body).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });

    expect((await stack.request('GET', '/admin/points-orders?status=lost', { as: admin, role: 'admin' })).status).toBe(
      400,
    );
    expect((await stack.request('GET', '/admin/points-orders', { as: buyer })).status).toBe(403);
  });

  it('has no Stripe webhook without Stripe', async () => {
    const answer = await stack.request('POST', '/payments/stripe/webhook', {
      body: { id: 'evt_1', type: 'payment_intent.succeeded' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('STRIPE_NOT_CONFIGURED');
  });
});
