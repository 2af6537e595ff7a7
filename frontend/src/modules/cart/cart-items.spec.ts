import { countCartItems, parseCart } from './cart-items';

describe('countCartItems', () => {
  it('is zero without a stored cart', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems(undefined)).toBe(0);
    expect(countCartItems('')).toBe(0);
    expect(countCartItems('[]')).toBe(0);
  });

  it('sums the quantities of all items', () => {
    const cart = [
      { id: 'a', price: 4.99, quantity: 1, title: 'Organic chemistry notes' },
      { id: 'b', price: 9.5, quantity: 2 },
      { id: 'c', price: 0, quantity: 3 },
    ];
    expect(countCartItems(JSON.stringify(cart))).toBe(6);
  });

  it('ignores malformed storage', () => {
    expect(countCartItems('{not json')).toBe(0);
    expect(countCartItems('{"id":"a","quantity":2}')).toBe(0);
    expect(countCartItems('"cart"')).toBe(0);
  });

  it('skips entries without a positive whole quantity', () => {
    const cart = [
      { id: 'a', price: 1, quantity: 2 },
      { id: 'b', price: 1, quantity: 0 },
      { id: 'c', price: 1, quantity: -1 },
      { id: 'd', price: 1, quantity: '3' },
      { id: 'e', price: 1, quantity: 1.5 },
      { price: 1, quantity: 1 },
      null,
      'x',
    ];
    expect(countCartItems(JSON.stringify(cart))).toBe(2);
  });
});

describe('parseCart', () => {
  it('keeps the extra fields of valid items', () => {
    const items = parseCart(JSON.stringify([{ id: 'a', price: 2, quantity: 1, slug: 'notes' }]));
    expect(items).toEqual([{ id: 'a', price: 2, quantity: 1, slug: 'notes' }]);
  });
});
