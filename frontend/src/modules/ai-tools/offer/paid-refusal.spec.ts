import { TOOL_CLOSED_MESSAGE, priceChangedMessage } from '@studyhub/contracts';
import { paidRefusalOf, withQuote } from './paid-refusal';

describe('a paid AI request’s refusal', () => {
  it('reads a raised price in the service’s words, which name the new price', () => {
    expect(paidRefusalOf({ status: 409, code: 'PRICE_CHANGED', message: priceChangedMessage(8) })).toEqual({
      kind: 'price-changed',
      message: 'The price changed to 8 points since the page was opened. Check the new price and try again.',
    });
  });

  it('reads a switched-off tool with the spec’s message', () => {
    expect(paidRefusalOf({ status: 403, code: 'TOOL_CLOSED', message: 'closed' })).toEqual({
      kind: 'tool-closed',
      message: TOOL_CLOSED_MESSAGE,
    });
  });

  it('leaves every other refusal to the page', () => {
    expect(paidRefusalOf({ status: 402, code: 'INSUFFICIENT_POINTS', message: 'x' })).toBeNull();
    expect(paidRefusalOf({ status: 409, code: 'IDEMPOTENCY_CONFLICT', message: 'x' })).toBeNull();
    expect(paidRefusalOf({ status: 403, code: 'FORBIDDEN', message: 'x' })).toBeNull();
  });

  it('carries the price the page showed, and nothing when it showed none', () => {
    expect(withQuote({ text: 'a' }, 5)).toEqual({ text: 'a', quoted_points: 5 });
    expect(withQuote({ text: 'a' }, null)).toEqual({ text: 'a' });
    expect(withQuote({ text: 'a' }, undefined)).toEqual({ text: 'a' });
  });
});
