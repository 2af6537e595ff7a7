import {
  cartItemCount,
  cartLineView,
  cartPointsTotal,
  cartTotal,
  countCartItems,
  parseCart,
  pointsPriceOf,
  withQuantity,
} from './cart-items';

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

describe('cart math (spec section 4)', () => {
  const items = [
    { id: 'a', price: 4.99, quantity: 1, points_price: 50 },
    { id: 'b', price: 0.1, quantity: 2 },
    { id: 'c', price: 0.2, quantity: 1, points_price: 0 },
  ];

  it('totals price times quantity to the cent', () => {
    expect(cartTotal(items)).toBe(5.39);
    expect(cartTotal([])).toBe(0);
  });

  it('counts the sum of quantities', () => {
    expect(cartItemCount(items)).toBe(4);
  });

  it('prices lines in points, falling back to the price times 10 rounded', () => {
    expect(pointsPriceOf(items[0]!)).toBe(50);
    expect(pointsPriceOf(items[1]!)).toBe(1);
    expect(pointsPriceOf({ price: 2.99, points_price: '30' })).toBe(30);
    expect(cartPointsTotal(items)).toBe(50 + 2 + 2);
  });

  it('removes an item whose quantity goes below 1 and updates it otherwise', () => {
    expect(withQuantity(items, 'b', 0).map((item) => item.id)).toEqual(['a', 'c']);
    expect(withQuantity(items, 'b', -3).map((item) => item.id)).toEqual(['a', 'c']);
    expect(withQuantity(items, 'b', Number.NaN).map((item) => item.id)).toEqual(['a', 'c']);
    expect(withQuantity(items, 'a', 3)[0]).toMatchObject({ id: 'a', quantity: 3 });
    expect(withQuantity(items, 'zzz', 0)).toEqual(items);
  });

  it('matches ids stored as numbers', () => {
    expect(withQuantity([{ id: 7 as unknown as string, price: 1, quantity: 1 }], '7', 0)).toEqual([]);
  });
});

describe('cartLineView', () => {
  it('reads the stored document fields', () => {
    expect(
      cartLineView({
        id: 'd1',
        price: 2.99,
        points_price: 30,
        quantity: 1,
        title: 'Linear algebra flashcards',
        document_type: 'Flashcards',
        slug: 'linear-algebra-flashcards',
        card_image_path: '/api/storage/covers/d1.webp',
      }),
    ).toEqual({
      id: 'd1',
      title: 'Linear algebra flashcards',
      type: 'Flashcards',
      slug: 'linear-algebra-flashcards',
      coverPath: '/api/storage/covers/d1.webp',
      points: 30,
      quantity: 1,
    });
  });

  it('falls back for lines stored without document fields', () => {
    expect(cartLineView({ id: 'x', price: 1, quantity: 1 })).toMatchObject({
      title: 'Untitled document',
      type: null,
      slug: null,
      points: 10,
    });
  });
});

describe('parseCart without a usable price', () => {
  it('skips lines whose price is missing or not a number, so totals stay numbers', () => {
    const raw = JSON.stringify([
      { id: 'a', quantity: 1 },
      { id: 'b', price: '2', quantity: 1 },
      { id: 'c', price: 2, quantity: 1 },
    ]);
    expect(parseCart(raw).map((item) => item.id)).toEqual(['c']);
  });
});
