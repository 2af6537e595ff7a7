import { withItem } from './add-to-cart';

describe('withItem', () => {
  it('appends a new item with quantity 1', () => {
    expect(withItem([], { id: 'd1', price: 4.99 })).toEqual({
      items: [{ id: 'd1', price: 4.99, quantity: 1 }],
      added: true,
    });
  });

  it('leaves the cart unchanged when the item is already there', () => {
    const items = [{ id: 'd1', price: 4.99, quantity: 1 }];
    expect(withItem(items, { id: 'd1', price: 4.99 })).toEqual({ items, added: false });
  });
});
