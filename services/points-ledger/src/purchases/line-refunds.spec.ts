import { bookedLineOf, lineRefundKeyOf } from './line-refunds';

const ORDER = '0b0f3a9e-4d0c-4c5e-9a51-6f1f8f3a2b10';
const TAKEN_DOWN = '5b6c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const KEPT = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const SELLER = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

describe('line refunds', () => {
  it('keys a line refund by order and document, apart from the whole order', () => {
    expect(lineRefundKeyOf(ORDER, TAKEN_DOWN)).toBe(`${ORDER}:${TAKEN_DOWN}`);
    expect(lineRefundKeyOf(ORDER, TAKEN_DOWN)).not.toBe(lineRefundKeyOf(ORDER, KEPT));
  });

  it('reads the line the sale booked, with the share it credited', () => {
    const purchase = {
      metadata: {
        order_id: ORDER,
        seller_share_percent: 70,
        lines: [
          { document_id: KEPT, seller_id: SELLER, points: 25, seller_share: 17, title: 'Kept' },
          { document_id: TAKEN_DOWN, seller_id: SELLER, points: 60, seller_share: 42, title: 'Copied notes' },
        ],
      },
    };
    expect(bookedLineOf(purchase, TAKEN_DOWN)).toEqual({
      documentId: TAKEN_DOWN,
      sellerId: SELLER,
      points: 60,
      sellerShare: 42,
      title: 'Copied notes',
    });
  });

  it('uses the percent of the sale, rounded down, for a line without its share', () => {
    const purchase = {
      metadata: { seller_share_percent: 70, lines: [{ document_id: TAKEN_DOWN, seller_id: SELLER, points: 25 }] },
    };
    expect(bookedLineOf(purchase, TAKEN_DOWN)?.sellerShare).toBe(17);
  });

  it('finds nothing for a document the order never held or a line it cannot price', () => {
    const purchase = { metadata: { lines: [{ document_id: KEPT, seller_id: SELLER, points: 25 }] } };
    expect(bookedLineOf(purchase, TAKEN_DOWN)).toBeUndefined();
    expect(bookedLineOf(purchase, KEPT)).toBeUndefined();
    expect(bookedLineOf({ metadata: {} }, KEPT)).toBeUndefined();
  });
});
