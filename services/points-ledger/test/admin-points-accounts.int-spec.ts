import { randomUUID } from 'node:crypto';
import type { AdminPointsAccount } from '@studyhub/contracts';
import { LedgerStack, dataOf } from './support/ledger-stack';

jest.setTimeout(60_000);

/** GET /admin/points-accounts/{userId}: one user's points and earnings for the user detail page. */
describe('admin points account of one user', () => {
  let stack: LedgerStack;
  const admin = { userId: randomUUID(), role: 'admin' as const };

  beforeAll(async () => {
    stack = await LedgerStack.start();
  });
  afterAll(async () => stack?.close());
  afterEach(async () => expect(await stack.audit()).toEqual([]));

  it('shows the buyer’s balance and lifetime spending and the seller’s earnings', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    await stack.creditPoints(buyer, 1000);
    dataOf(
      await stack.orders.post('/internal/purchases', {
        user_id: buyer,
        order_id: randomUUID(),
        lines: [{ document_id: randomUUID(), seller_id: seller, points: 100, title: 'Lab notes' }],
      }),
    );

    const buyerAccount = await stack.get<AdminPointsAccount>(`/admin/points-accounts/${buyer}`, admin);
    expect(buyerAccount.status).toBe(200);
    expect(buyerAccount.body.data).toMatchObject({
      user_id: buyer,
      points: { points_balance: 900, lifetime_spent: 100, held_points: 0 },
      earnings: { pending_points: 0, available_points: 0, lifetime_earned_points: 0 },
    });

    const sellerAccount = await stack.get<AdminPointsAccount>(`/admin/points-accounts/${seller}`, admin);
    expect(sellerAccount.body.data.points.points_balance).toBe(0);
    expect(sellerAccount.body.data.earnings).toMatchObject({
      pending_points: 70,
      available_points: 0,
      withdrawn_points: 0,
      lifetime_earned_points: 70,
    });
    expect(sellerAccount.body.data.earnings.next_release?.points).toBe(70);
  });

  it('shows zeros for someone who never had points', async () => {
    const nobody = randomUUID();
    const answer = await stack.get<AdminPointsAccount>(`/admin/points-accounts/${nobody}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data.points.points_balance).toBe(0);
    expect(answer.body.data.earnings.lifetime_earned_points).toBe(0);
  });

  it('refuses an id that is not a uuid', async () => {
    expect((await stack.get(`/admin/points-accounts/not-a-user`, admin)).status).toBe(400);
  });

  it('answers only admins', async () => {
    const user = randomUUID();
    expect((await stack.get(`/admin/points-accounts/${user}`)).status).toBe(401);
    expect((await stack.get(`/admin/points-accounts/${user}`, user)).status).toBe(403);
    expect(
      (await stack.get(`/admin/points-accounts/${user}`, { userId: randomUUID(), role: 'admin', status: 'inactive' }))
        .status,
    ).toBe(403);
  });
});
