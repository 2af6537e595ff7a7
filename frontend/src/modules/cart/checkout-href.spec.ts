import { checkoutHrefFor } from './checkout-href';

describe('checkoutHrefFor', () => {
  it('goes straight to checkout when signed in (or not yet known: the guard decides)', () => {
    expect(checkoutHrefFor(false)).toBe('/checkout');
  });

  it('sends a signed-out visitor to sign in and back', () => {
    expect(checkoutHrefFor(true)).toBe('/login?returnUrl=%2Fcheckout');
  });
});
