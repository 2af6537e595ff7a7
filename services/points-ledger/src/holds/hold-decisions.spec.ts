import { decideHoldRequest, holdSplitOf } from './hold-decisions';

describe('settling a hold', () => {
  it('settles a held hold once, whatever is asked', () => {
    expect(decideHoldRequest({ status: 'held', capturedAmount: null }, { action: 'capture', amount: 3 })).toEqual({
      kind: 'settle',
    });
    expect(decideHoldRequest({ status: 'held', capturedAmount: null }, { action: 'release' })).toEqual({
      kind: 'settle',
    });
  });

  it('answers a repeated capture or release with its first outcome', () => {
    expect(decideHoldRequest({ status: 'captured', capturedAmount: 3 }, { action: 'capture', amount: 3 })).toEqual({
      kind: 'repeat',
    });
    expect(decideHoldRequest({ status: 'released', capturedAmount: 0 }, { action: 'release' })).toEqual({
      kind: 'repeat',
    });
    expect(decideHoldRequest({ status: 'expired', capturedAmount: 0 }, { action: 'release' })).toEqual({
      kind: 'repeat',
    });
  });

  it('refuses what contradicts the first outcome', () => {
    expect(
      decideHoldRequest({ status: 'captured', capturedAmount: 3 }, { action: 'capture', amount: 5 }),
    ).toMatchObject({
      kind: 'refuse',
    });
    expect(decideHoldRequest({ status: 'captured', capturedAmount: 3 }, { action: 'release' })).toEqual({
      kind: 'refuse',
      message: 'This hold was already captured.',
    });
    expect(decideHoldRequest({ status: 'expired', capturedAmount: 0 }, { action: 'capture', amount: 1 })).toEqual({
      kind: 'refuse',
      message: 'This hold was already released.',
    });
  });

  it('posts the cost and returns the rest, never more than was held', () => {
    expect(holdSplitOf(10, 3)).toEqual({ captured: 3, returned: 7 });
    expect(holdSplitOf(10, 10)).toEqual({ captured: 10, returned: 0 });
    expect(holdSplitOf(10, 0)).toEqual({ captured: 0, returned: 10 });
    expect(() => holdSplitOf(10, 11)).toThrow(RangeError);
    expect(() => holdSplitOf(10, -1)).toThrow(RangeError);
  });
});
