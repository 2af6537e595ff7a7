import { randomUUID } from 'node:crypto';
import type { AdminActionRecordedData, Withdrawal } from '@studyhub/contracts';
import { LedgerStack, dataOf } from './support/ledger-stack';

jest.setTimeout(60_000);

/** An admin's decision on a withdrawal is in the audit trail, in the transaction that moved the money. */
describe('withdrawal decisions in the audit trail', () => {
  let stack: LedgerStack;
  const admin = { userId: randomUUID(), role: 'admin' as const };

  beforeAll(async () => {
    stack = await LedgerStack.start();
  });
  afterAll(async () => stack?.close());
  afterEach(async () => expect(await stack.audit()).toEqual([]));

  async function requestedWithdrawal(points: number): Promise<Withdrawal> {
    const buyer = randomUUID();
    const seller = randomUUID();
    const price = Math.ceil((points * 100) / 70);
    await stack.creditPoints(buyer, price);
    const orderId = randomUUID();
    dataOf(
      await stack.orders.post('/internal/purchases', {
        user_id: buyer,
        order_id: orderId,
        lines: [{ document_id: randomUUID(), seller_id: seller, points: price, title: 'Lab notes' }],
      }),
    );
    await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second' WHERE order_id = $1`, [
      orderId,
    ]);
    await stack.sweep();
    const request = { amount_points: points, method: 'paypal', destination: 'me@example.com' };
    return (await stack.post<Withdrawal>('/seller/withdrawals', request, seller)).body.data;
  }

  const recordsOf = async (withdrawalId: string) =>
    (await stack.outboxEvents<AdminActionRecordedData>('admin.action-recorded.v1'))
      .filter((event) => event.data.targetId === withdrawalId)
      .map((event) => event.data);

  it('records approving and paying, each with the withdrawal before and after', async () => {
    const withdrawal = await requestedWithdrawal(600);
    expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/approve`, {}, admin)).status).toBe(200);
    expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/approve`, {}, admin)).status).toBe(200);
    expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/paid`, {}, admin)).status).toBe(200);

    const records = await recordsOf(withdrawal.id);
    expect(records.map((record) => record.action)).toEqual(['withdrawal.approved', 'withdrawal.paid']);
    expect(records[0]).toMatchObject({
      actorId: admin.userId,
      targetType: 'withdrawal',
      summary: 'Approved the withdrawal of 600 points ($60.00) by paypal',
      before: { id: withdrawal.id, status: 'requested', amount_points: 600, decided_at: null },
      after: { id: withdrawal.id, status: 'approved', amount_points: 600 },
    });
    expect(records[1]).toMatchObject({
      summary: 'Marked as paid the withdrawal of 600 points ($60.00) by paypal',
      before: { status: 'approved', paid_at: null },
      after: { status: 'paid' },
    });
  });

  it('records a rejection with its reason, and nothing for a refused decision', async () => {
    const withdrawal = await requestedWithdrawal(700);
    expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/paid`, {}, admin)).status).toBe(409);
    const reason = 'The PayPal address does not exist.';
    expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/reject`, { reason }, admin)).status).toBe(200);
    expect(await recordsOf(withdrawal.id)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.rejected',
        summary: `Rejected the withdrawal of 700 points ($70.00) by paypal: ${reason}`,
        before: expect.objectContaining({ status: 'requested', reason: null }),
        after: expect.objectContaining({ status: 'rejected', reason }),
      }),
    ]);
  });
});
