import { purchaseDescriptionOf, repeatedDocuments, splitPurchase } from './purchase-split';

const line = (document: string, seller: string, points: number, title = '') => ({
  document_id: document,
  seller_id: seller,
  points,
  title,
});

describe('splitting a purchase between sellers and the platform', () => {
  it("gives each seller their share rounded down and the platform every line's rest", () => {
    const split = splitPurchase([line('d1', 's2', 99), line('d2', 's1', 50), line('d3', 's2', 1)], 70);
    expect(split.lines.map((booked) => booked.seller_share)).toEqual([69, 35, 0]);
    expect(split.sellerShares).toEqual([
      { sellerId: 's1', points: 35 },
      { sellerId: 's2', points: 69 },
    ]);
    expect(split.total).toBe(150);
    expect(split.platformShare).toBe(150 - 35 - 69);
  });

  it('keeps every point: shares and rest always add up to the total', () => {
    for (const percent of [0, 1, 33, 70, 99, 100]) {
      for (const points of [0, 1, 2, 3, 7, 10, 99, 101, 1234]) {
        const split = splitPurchase([line('d', 's', points), line('e', 't', points + 1)], percent);
        const shares = split.sellerShares.reduce((sum, share) => sum + share.points, 0);
        expect(shares + split.platformShare).toBe(split.total);
        expect(split.platformShare).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('leaves free documents and sellers without a share out of the postings', () => {
    const split = splitPurchase([line('d1', 's1', 0), line('d2', 's2', 1)], 70);
    expect(split.sellerShares).toEqual([]);
    expect(split.platformShare).toBe(1);
  });

  it('finds a document bought twice in one order', () => {
    expect(repeatedDocuments([line('d1', 's', 1), line('d2', 's', 1), line('d1', 's', 2)])).toEqual(['d1']);
    expect(repeatedDocuments([line('d1', 's', 1)])).toEqual([]);
  });

  it('describes the purchase for the buyer', () => {
    expect(purchaseDescriptionOf([{ title: ' Thermodynamics notes ' }])).toBe(
      'Document purchase: Thermodynamics notes',
    );
    expect(purchaseDescriptionOf([{ title: '' }])).toBe('Document purchase (1 document)');
    expect(purchaseDescriptionOf([{ title: 'a' }, { title: 'b' }])).toBe('Document purchase (2 documents)');
  });
});
