import { changeOf } from './reporting-metrics';

const user = '6f1c7c55-3c8e-4d5f-9a3b-2f7d1f0c0a01';
const doc = '6f1c7c55-3c8e-4d5f-9a3b-2f7d1f0c0a02';
const late = '2026-11-26T23:30:00.000Z';

describe('how events move the figures', () => {
  it('counts a sign-up on the UTC day it happened, and not a seeded account', () => {
    const registered = {
      userId: user,
      email: 'a@example.org',
      fullName: 'A',
      role: 'user',
      method: 'password',
    } as const;
    expect(changeOf('user.registered.v1', registered, late)).toEqual({
      day: '2026-11-26',
      totals: [{ metric: 'signups', dimension: '', value: 1 }],
      activeUsers: [user],
    });
    expect(changeOf('user.registered.v1', { ...registered, method: 'seed' }, late).totals).toEqual([]);
  });

  it("counts a take-down's refund of lines of an order as one refund, like a whole order's", () => {
    const refunded = {
      orderId: doc,
      userId: user,
      items: [{ documentId: doc, sellerId: user, pointsPrice: 40 }],
      totalPoints: 40,
      reason: 'Taken down.',
      refundedAt: late,
    };
    expect(changeOf('order.items-refunded.v1', { ...refunded, orderRefunded: false }, late)).toEqual({
      day: '2026-11-26',
      totals: [{ metric: 'refunds', dimension: '', value: 1 }],
      activeUsers: [],
    });
    expect(changeOf('order.refunded.v1', refunded, late).totals).toEqual([
      { metric: 'refunds', dimension: '', value: 1 },
    ]);
  });

  it('opens a submitted document in the queue and closes it when decided', () => {
    const facts = { documentId: doc, sellerId: user, title: 'Notes', slug: 'notes' };
    expect(changeOf('document.submitted.v1', { ...facts, pointsPrice: 50 }, late)).toMatchObject({
      totals: [{ metric: 'uploads', value: 1 }],
      activeUsers: [user],
      openItem: { kind: 'document', itemId: doc, isOpen: true, at: late },
    });
    const decision = { ...facts, reason: 'Blurry', moderatorId: null };
    expect(changeOf('document.rejected.v1', { ...decision, soft: true }, late)).toMatchObject({
      totals: [{ metric: 'rejections', dimension: 'soft', value: 1 }],
      openItem: { isOpen: false },
    });
    expect(changeOf('document.approved.v1', { ...decision, pointsPrice: 50 }, late).openItem?.isOpen).toBe(false);
  });

  it('counts points sold, the money paid, and spends by kind with AI actions by tool and sellers’ shares', () => {
    expect(
      changeOf(
        'points.purchased.v1',
        {
          pointsOrderId: doc,
          userId: user,
          basePoints: 100,
          bonusPoints: 10,
          amountCents: 1000,
          currency: 'usd',
          provider: 'simulated',
          completedAt: late,
        },
        late,
      ).totals,
    ).toEqual([
      { metric: 'points_sold', dimension: '', value: 110 },
      { metric: 'payments', dimension: '', value: 1000 },
    ]);
    const spend = { userId: user, transactionId: doc, points: 10, sellerEarnings: 0 };
    expect(
      changeOf('points.spent.v1', { ...spend, kind: 'ai_tool', feature: 'editor.rewrite_content' }, late).totals,
    ).toEqual([
      { metric: 'points_spent', dimension: 'ai_tool', value: 10 },
      { metric: 'ai_actions', dimension: 'editor', value: 1 },
    ]);
    expect(
      changeOf(
        'points.spent.v1',
        { ...spend, kind: 'documents', feature: null, points: 150, sellerEarnings: 104 },
        late,
      ).totals,
    ).toEqual([
      { metric: 'points_spent', dimension: 'documents', value: 150 },
      { metric: 'seller_earnings', dimension: '', value: 104 },
    ]);
  });

  it('keeps a withdrawal waiting while requested and counts each step by its points', () => {
    const withdrawal = { withdrawalId: doc, sellerId: user, amountPoints: 500, reason: null };
    expect(changeOf('withdrawal.status-changed.v1', { ...withdrawal, status: 'requested' }, late)).toMatchObject({
      totals: [{ metric: 'withdrawals_requested', value: 500 }],
      openItem: { kind: 'withdrawal', isOpen: true },
    });
    expect(changeOf('withdrawal.status-changed.v1', { ...withdrawal, status: 'paid' }, late)).toMatchObject({
      totals: [{ metric: 'withdrawals_paid', value: 500 }],
      openItem: { isOpen: false },
    });
  });
});
