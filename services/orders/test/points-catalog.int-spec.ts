import { randomUUID } from 'node:crypto';
import type { ApiData, PointsBonusTier, PointsPackage, PointsQuote } from '@studyhub/contracts';
import { OrdersStack } from './support/orders-stack';

describe('points packages, bonus tiers and the quote', () => {
  let stack: OrdersStack;
  const admin = randomUUID();

  beforeAll(async () => {
    stack = await OrdersStack.start();
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('public price list', () => {
    it('lists the seeded active packages, cheapest first, with base, bonus and total points', async () => {
      const answer = await stack.request<ApiData<PointsPackage[]>>('GET', '/points/packages');
      expect(answer.status).toBe(200);
      expect(
        answer.body.data.map((p) => [p.name, p.price_cents, p.points, p.bonus_points, p.total_points, p.is_popular]),
      ).toEqual([
        ['Starter', 500, 50, 0, 50, false],
        ['Popular', 1000, 100, 0, 100, true],
        ['Plus', 2000, 200, 10, 210, false],
        ['Pro', 5000, 500, 50, 550, false],
        ['Ultimate', 10000, 1000, 150, 1150, false],
      ]);
    });

    it('lists the active bonus tiers by threshold', async () => {
      const answer = await stack.request<ApiData<PointsBonusTier[]>>('GET', '/points/bonus-tiers');
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((t) => [t.min_amount_cents, t.bonus_percent])).toEqual([
        [2000, 5],
        [5000, 10],
        [10000, 15],
      ]);
    });

    it.each([
      ['7', { amount_usd: 7, base_points: 70, bonus_points: 0, total_points: 70 }],
      ['20', { amount_usd: 20, base_points: 200, bonus_points: 10, total_points: 210 }],
      ['49.99', { amount_usd: 49.99, base_points: 499, bonus_points: 24, total_points: 523 }],
      ['75.5', { amount_usd: 75.5, base_points: 755, bonus_points: 75, total_points: 830 }],
      ['1000', { amount_usd: 1000, base_points: 10000, bonus_points: 1500, total_points: 11500 }],
    ])('quotes $%s', async (amount, expected) => {
      const answer = await stack.request<ApiData<PointsQuote>>('GET', `/points/quote?amount_usd=${amount}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(expected);
    });

    it.each(['0.5', '1000.01', '5.555', 'ten', ''])('refuses the amount %p', async (amount) => {
      const answer = await stack.request('GET', `/points/quote?amount_usd=${amount}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error?.fields?.amount_usd).toBeDefined();
    });
  });

  describe('admin packages', () => {
    it('is for active admins only', async () => {
      expect((await stack.request('GET', '/admin/points-packages')).status).toBe(401);
      const user = await stack.request('GET', '/admin/points-packages', { as: randomUUID() });
      expect(user.status).toBe(403);
      expect(user.body.error?.message).toBe('Unauthorized: Admin access required');
      const post = await stack.request('POST', '/admin/points-packages', {
        as: randomUUID(),
        body: { name: 'Hack', price_cents: 100 },
      });
      expect(post.status).toBe(403);
    });

    it('creates, reads, updates, deactivates and deletes a package', async () => {
      const created = await stack.request<ApiData<PointsPackage & { is_active: boolean }>>(
        'POST',
        '/admin/points-packages',
        {
          as: admin,
          role: 'admin',
          body: { name: 'Exam week', price_cents: 3000 },
        },
      );
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        name: 'Exam week',
        price_cents: 3000,
        points: 300,
        bonus_points: 15,
        total_points: 315,
        is_active: true,
        is_popular: false,
      });
      const id = created.body.data.id;
      const publicList = async () =>
        (await stack.request<ApiData<PointsPackage[]>>('GET', '/points/packages')).body.data.map((p) => p.id);
      expect(await publicList()).toContain(id);

      const read = await stack.request('GET', `/admin/points-packages/${id}`, { as: admin, role: 'admin' });
      expect(read.body).toEqual(created.body);

      const updated = await stack.request<ApiData<{ is_active: boolean; price_cents: number }>>(
        'PUT',
        `/admin/points-packages/${id}`,
        { as: admin, role: 'admin', body: { name: 'Exam week', price_cents: 3500, is_active: false } },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ price_cents: 3500, is_active: false });
      expect(await publicList()).not.toContain(id);
      const all = await stack.request<ApiData<{ id: string }[]>>('GET', '/admin/points-packages', {
        as: admin,
        role: 'admin',
      });
      expect(all.body.data.map((p) => p.id)).toContain(id);

      expect((await stack.request('DELETE', `/admin/points-packages/${id}`, { as: admin, role: 'admin' })).status).toBe(
        200,
      );
      expect((await stack.request('GET', `/admin/points-packages/${id}`, { as: admin, role: 'admin' })).status).toBe(
        404,
      );
      expect((await stack.request('DELETE', `/admin/points-packages/${id}`, { as: admin, role: 'admin' })).status).toBe(
        404,
      );
    });

    it('refuses bad input and unknown ids', async () => {
      const bad = await stack.request('POST', '/admin/points-packages', {
        as: admin,
        role: 'admin',
        body: { name: '', price_cents: 50 },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['name', 'price_cents']);
      const missing = await stack.request('PUT', `/admin/points-packages/${randomUUID()}`, {
        as: admin,
        role: 'admin',
        body: { name: 'x', price_cents: 500 },
      });
      expect(missing.status).toBe(404);
      expect(
        (await stack.request('GET', '/admin/points-packages/not-a-uuid', { as: admin, role: 'admin' })).status,
      ).toBe(400);
    });

    it('keeps a package that has orders: deleting it is refused, deactivating works', async () => {
      const created = await stack.request<ApiData<{ id: string }>>('POST', '/admin/points-packages', {
        as: admin,
        role: 'admin',
        body: { name: 'Sold once', price_cents: 700 },
      });
      const id = created.body.data.id;
      expect(
        (await stack.request('POST', '/points/orders', { as: randomUUID(), body: { package_id: id } })).status,
      ).toBe(201);
      const refused = await stack.request('DELETE', `/admin/points-packages/${id}`, { as: admin, role: 'admin' });
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('PACKAGE_IN_USE');
      const deactivated = await stack.request('PUT', `/admin/points-packages/${id}`, {
        as: admin,
        role: 'admin',
        body: { name: 'Sold once', price_cents: 700, is_active: false },
      });
      expect(deactivated.status).toBe(200);
      const order = await stack.request('POST', '/points/orders', { as: randomUUID(), body: { package_id: id } });
      expect(order.status).toBe(404);
    });
  });

  describe('admin bonus tiers', () => {
    it('creates, updates and deletes a tier, and the quote follows at once', async () => {
      const created = await stack.request<ApiData<PointsBonusTier & { is_active: boolean }>>(
        'POST',
        '/admin/points-bonus-tiers',
        {
          as: admin,
          role: 'admin',
          body: { min_amount_cents: 30000, bonus_percent: 20 },
        },
      );
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ min_amount_cents: 30000, bonus_percent: 20, is_active: true });
      const id = created.body.data.id;
      const quote = async () =>
        (await stack.request<ApiData<PointsQuote>>('GET', '/points/quote?amount_usd=300')).body.data;
      expect(await quote()).toEqual({ amount_usd: 300, base_points: 3000, bonus_points: 600, total_points: 3600 });

      const duplicate = await stack.request('POST', '/admin/points-bonus-tiers', {
        as: admin,
        role: 'admin',
        body: { min_amount_cents: 30000, bonus_percent: 25 },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error?.code).toBe('TIER_THRESHOLD_TAKEN');

      const updated = await stack.request('PUT', `/admin/points-bonus-tiers/${id}`, {
        as: admin,
        role: 'admin',
        body: { min_amount_cents: 30000, bonus_percent: 20, is_active: false },
      });
      expect(updated.status).toBe(200);
      expect(await quote()).toEqual({ amount_usd: 300, base_points: 3000, bonus_points: 450, total_points: 3450 });
      const tiers = await stack.request<ApiData<{ id: string }[]>>('GET', '/admin/points-bonus-tiers', {
        as: admin,
        role: 'admin',
      });
      expect(tiers.body.data.map((t) => t.id)).toContain(id);
      expect(
        (await stack.request<ApiData<PointsBonusTier[]>>('GET', '/points/bonus-tiers')).body.data.map((t) => t.id),
      ).not.toContain(id);

      expect((await stack.request('GET', `/admin/points-bonus-tiers/${id}`, { as: admin, role: 'admin' })).status).toBe(
        200,
      );
      expect(
        (await stack.request('DELETE', `/admin/points-bonus-tiers/${id}`, { as: admin, role: 'admin' })).status,
      ).toBe(200);
      expect((await stack.request('GET', `/admin/points-bonus-tiers/${id}`, { as: admin, role: 'admin' })).status).toBe(
        404,
      );
    });

    it('refuses a bonus percent outside 1..100 and non-admins', async () => {
      const bad = await stack.request('POST', '/admin/points-bonus-tiers', {
        as: admin,
        role: 'admin',
        body: { min_amount_cents: 5000, bonus_percent: 0 },
      });
      expect(bad.status).toBe(400);
      expect((await stack.request('GET', '/admin/points-bonus-tiers', { as: randomUUID() })).status).toBe(403);
    });
  });
});
