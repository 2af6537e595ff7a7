import type { CartItem } from '../cart/cart-items';
import {
  blockMessage,
  CHECKOUT_FAILED,
  checkoutLines,
  classifyCheckoutFailure,
  orderTotal,
  payableLines,
  shortfall,
  type DocumentCheck,
} from './checkout-rules';

const item = (id: string, points: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  price: points / 10,
  points_price: points,
  quantity: 1,
  title: `Stored ${id}`,
  slug: `stored-${id}`,
  document_type: 'Class Notes',
  ...extra,
});

const found = (
  id: string,
  points: number,
  flags: { is_purchased?: boolean; is_owner?: boolean } = {},
): DocumentCheck => ({
  status: 'found',
  document: {
    id,
    title: `Current ${id}`,
    slug: `current-${id}`,
    price: points / 10,
    points_price: points,
    is_purchased: flags.is_purchased ?? false,
    is_owner: flags.is_owner ?? false,
    document_type: { id: 2, name: 'Flashcards' },
  },
});

describe('checkoutLines', () => {
  it('takes the current title, slug, type and price from the catalog and notes a changed price', () => {
    const [line] = checkoutLines([item('a', 30)], new Map([['a', found('a', 40)]]));
    expect(line).toEqual({
      id: 'a',
      title: 'Current a',
      slug: 'current-a',
      type: 'Flashcards',
      points: 40,
      previousPoints: 30,
      block: null,
      isUnverified: false,
      isChecking: false,
    });
  });

  it('marks what cannot be bought and why', () => {
    const lines = checkoutLines(
      [item('owned', 10), item('mine', 20), item('gone', 30), item('ok', 40)],
      new Map<string, DocumentCheck>([
        ['owned', found('owned', 10, { is_purchased: true })],
        ['mine', found('mine', 20, { is_owner: true, is_purchased: true })],
        ['gone', { status: 'missing' }],
        ['ok', found('ok', 40)],
      ]),
    );
    expect(lines.map((line) => line.block)).toEqual(['owned', 'own-document', 'unavailable', null]);
    expect(payableLines(lines).map((line) => line.id)).toEqual(['ok']);
    expect(orderTotal(lines)).toBe(40);
  });

  it('keeps the stored price while checking, and when the check failed', () => {
    const lines = checkoutLines(
      [item('a', 30), item('b', 20)],
      new Map<string, DocumentCheck>([['b', { status: 'error' }]]),
    );
    expect(lines.map((line) => [line.points, line.isChecking, line.isUnverified])).toEqual([
      [30, true, false],
      [20, false, true],
    ]);
    expect(orderTotal(lines)).toBe(50);
  });
});

describe('shortfall', () => {
  it('is what the balance misses, never negative', () => {
    expect(shortfall(120, 100)).toBe(20);
    expect(shortfall(100, 100)).toBe(0);
    expect(shortfall(50, 100)).toBe(0);
  });
});

describe('classifyCheckoutFailure', () => {
  it('reads 402 as the spec text', () => {
    expect(classifyCheckoutFailure({ status: 402, code: 'INSUFFICIENT_POINTS', message: 'anything' })).toEqual({
      kind: 'insufficient',
      message: 'insufficient points',
    });
  });

  it('reads 409 with the documents the API names', () => {
    expect(classifyCheckoutFailure({ status: 409, code: 'ALREADY_PURCHASED', message: '' })).toEqual({
      kind: 'conflict',
      message: 'You already own this document.',
      documentIds: [],
    });
    expect(
      classifyCheckoutFailure({
        status: 409,
        code: 'OWN_DOCUMENT',
        message: 'You cannot buy your own document.',
        fields: { document_ids: ['d1'] },
      }),
    ).toEqual({ kind: 'conflict', message: 'You cannot buy your own document.', documentIds: ['d1'] });
  });

  it("keeps the orders service's messages but not generic ones", () => {
    expect(classifyCheckoutFailure({ status: 400, code: 'VALIDATION_FAILED', message: 'Your cart is empty.' })).toEqual(
      {
        kind: 'other',
        message: 'Your cart is empty.',
      },
    );
    const later = 'Your order could not be completed right now. Please check your orders in a moment.';
    expect(classifyCheckoutFailure({ status: 503, code: 'LEDGER_UNAVAILABLE', message: later })).toEqual({
      kind: 'other',
      message: later,
    });
    expect(
      classifyCheckoutFailure({ status: 502, code: 'BAD_GATEWAY', message: 'The service is unavailable right now.' }),
    ).toEqual({ kind: 'other', message: CHECKOUT_FAILED });
  });

  it('names each block', () => {
    expect(blockMessage('owned')).toBe('You already own this document.');
    expect(blockMessage('own-document')).toBe('You cannot buy your own document.');
    expect(blockMessage('unavailable')).toBe('This document is no longer available.');
  });
});
