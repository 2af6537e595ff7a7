import type { EarningsLot } from './earnings-lots.repository';
import { sellerReturnsOf } from './refund-shares';

const lot = (sellerId: string, points: number, status: EarningsLot['status']): EarningsLot => ({
  id: `${sellerId}-${points}-${status}`,
  orderId: 'o',
  documentId: 'd',
  sellerId,
  points,
  status,
  availableAt: new Date(0),
});

describe('what sellers give back on a refund', () => {
  it('takes pending lots from pending and released ones from available, per seller in id order', () => {
    expect(
      sellerReturnsOf([
        lot('s2', 35, 'pending'),
        lot('s1', 7, 'released'),
        lot('s2', 14, 'released'),
        lot('s1', 3, 'pending'),
      ]),
    ).toEqual([
      { sellerId: 's1', pending: 3, released: 7 },
      { sellerId: 's2', pending: 35, released: 14 },
    ]);
  });

  it('skips lots already cancelled', () => {
    expect(sellerReturnsOf([lot('s1', 35, 'cancelled')])).toEqual([]);
  });
});
