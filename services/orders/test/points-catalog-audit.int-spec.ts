import { randomUUID } from 'node:crypto';
import type { AdminActionRecordedData, ApiData } from '@studyhub/contracts';
import { OrdersStack } from './support/orders-stack';

/** Every admin change to points packages and bonus tiers is in the audit trail if and only if it committed. */
describe('points packages and bonus tiers in the audit trail', () => {
  let stack: OrdersStack;
  const admin = randomUUID();
  const asAdmin = { as: admin, role: 'admin' as const };

  beforeAll(async () => {
    stack = await OrdersStack.start();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const recordsOf = async (targetId: string) =>
    (
      await stack.query<{ envelope: { producer: string; data: AdminActionRecordedData } }>(
        `SELECT envelope FROM outbox
          WHERE event_type = 'admin.action-recorded.v1' AND envelope->'data'->>'targetId' = $1 ORDER BY id`,
        [targetId],
      )
    ).map((row) => row.envelope);

  it('records creating, changing and deleting a package with the row before and after', async () => {
    const created = await stack.request<ApiData<{ id: string }>>('POST', '/admin/points-packages', {
      ...asAdmin,
      body: { name: 'Audited', price_cents: 1500 },
    });
    const id = created.body.data.id;
    expect(
      (
        await stack.request('PUT', `/admin/points-packages/${id}`, {
          ...asAdmin,
          body: { name: 'Audited', price_cents: 1900, is_popular: true },
        })
      ).status,
    ).toBe(200);
    expect((await stack.request('DELETE', `/admin/points-packages/${id}`, asAdmin)).status).toBe(200);

    const records = await recordsOf(id);
    expect(records.every((record) => record.producer === 'orders')).toBe(true);
    expect(records.map((record) => [record.data.action, record.data.summary])).toEqual([
      ['points-package.created', 'Created the points package “Audited” ($15.00)'],
      ['points-package.updated', 'Updated the points package “Audited” ($19.00)'],
      ['points-package.deleted', 'Deleted the points package “Audited” ($19.00)'],
    ]);
    expect(records[0]?.data).toMatchObject({ actorId: admin, targetType: 'points-package', before: null });
    expect(records[0]?.data.after).toMatchObject({ id, name: 'Audited', price_cents: 1500, is_active: true });
    expect(records[1]?.data.before).toMatchObject({ price_cents: 1500, is_popular: false });
    expect(records[1]?.data.after).toMatchObject({ price_cents: 1900, is_popular: true });
    expect(records[2]?.data).toMatchObject({ before: { price_cents: 1900 }, after: null });
  });

  it('records nothing when a deletion is refused because the package was sold', async () => {
    const created = await stack.request<ApiData<{ id: string }>>('POST', '/admin/points-packages', {
      ...asAdmin,
      body: { name: 'Audited sold', price_cents: 700 },
    });
    const id = created.body.data.id;
    expect((await stack.request('POST', '/points/orders', { as: randomUUID(), body: { package_id: id } })).status).toBe(
      201,
    );
    expect((await stack.request('DELETE', `/admin/points-packages/${id}`, asAdmin)).status).toBe(409);
    expect((await recordsOf(id)).map((record) => record.data.action)).toEqual(['points-package.created']);
  });

  it('records bonus tier changes, and nothing for a refused one', async () => {
    const created = await stack.request<ApiData<{ id: string }>>('POST', '/admin/points-bonus-tiers', {
      ...asAdmin,
      body: { min_amount_cents: 77_700, bonus_percent: 20, is_active: false },
    });
    const id = created.body.data.id;
    expect(
      (
        await stack.request('PUT', `/admin/points-bonus-tiers/${id}`, {
          ...asAdmin,
          body: { min_amount_cents: 77_700, bonus_percent: 25, is_active: false },
        })
      ).status,
    ).toBe(200);
    const taken = await stack.request('PUT', `/admin/points-bonus-tiers/${id}`, {
      ...asAdmin,
      body: { min_amount_cents: 2000, bonus_percent: 25, is_active: true },
    });
    expect(taken.status).toBe(409);
    expect((await stack.request('DELETE', `/admin/points-bonus-tiers/${id}`, asAdmin)).status).toBe(200);
    const records = await recordsOf(id);
    expect(records.map((record) => [record.data.action, record.data.summary])).toEqual([
      ['points-bonus-tier.created', 'Created the bonus tier of 20 % from $777.00'],
      ['points-bonus-tier.updated', 'Updated the bonus tier of 25 % from $777.00'],
      ['points-bonus-tier.deleted', 'Deleted the bonus tier of 25 % from $777.00'],
    ]);
    expect(records[1]?.data).toMatchObject({ before: { bonus_percent: 20 }, after: { bonus_percent: 25 } });
  });
});
