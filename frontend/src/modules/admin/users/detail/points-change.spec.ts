import type { AdminPointsTransaction } from '@studyhub/contracts';
import { pointsChangeFor } from './points-change';

const transaction = (entries: AdminPointsTransaction['entries']): AdminPointsTransaction => ({
  id: 't',
  user_id: 'buyer',
  type: 'document_access',
  purpose: 'purchase',
  description: '',
  entries,
  metadata: {},
  created_at: '2026-01-01T00:00:00Z',
});

describe('pointsChangeFor', () => {
  it('sums only the user’s own points account, not their earnings or the platform’s', () => {
    const purchase = transaction([
      { account: 'user_points', owner_id: 'buyer', amount: -100 },
      { account: 'seller_pending', owner_id: 'seller', amount: 70 },
      { account: 'platform_revenue', owner_id: null, amount: 30 },
    ]);
    expect(pointsChangeFor(purchase, 'buyer')).toBe(-100);
    expect(pointsChangeFor(purchase, 'seller')).toBe(0);
    const selfPurchase = transaction([
      { account: 'user_points', owner_id: 'buyer', amount: 250 },
      { account: 'payment_clearing', owner_id: null, amount: -250 },
    ]);
    expect(pointsChangeFor(selfPurchase, 'buyer')).toBe(250);
  });
});
