import { priceBadge } from './price-badge';

const notes = { name: 'Class Notes' };

describe('priceBadge', () => {
  it('reads Free for a price of 0, signed in or not', () => {
    expect(priceBadge({ price: 0, points_price: 0, document_type: notes }, true)).toEqual({
      kind: 'free',
      label: 'Free',
    });
    expect(priceBadge({ price: 0, points_price: 0, document_type: notes }, false)).toEqual({
      kind: 'free',
      label: 'Free',
    });
  });

  it('shows the points price to a signed-in visitor, grouped en-US', () => {
    expect(priceBadge({ price: 12.5, points_price: 125, document_type: notes }, true)).toEqual({
      kind: 'points',
      label: '125 points',
    });
  });

  it('falls back to the price times 10, rounded, when there is no points price', () => {
    expect(priceBadge({ price: 4.99, points_price: null, document_type: notes }, true).label).toBe('50 points');
  });

  it('shows the document type to a signed-out visitor', () => {
    expect(priceBadge({ price: 4.99, points_price: 50, document_type: notes }, false)).toEqual({
      kind: 'type',
      label: 'Class Notes',
    });
  });
});

describe('priceBadge grouping', () => {
  it('groups thousands the en-US way', () => {
    expect(priceBadge({ price: 150, points_price: 1500, document_type: notes }, true).label).toBe('1,500 points');
  });
});
