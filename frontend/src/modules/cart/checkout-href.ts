import { withReturnUrl } from '../auth/return-url';

export const CHECKOUT_PATH = '/checkout';

/** Signed-out visitors sign in first and come back to checkout (spec section 6). */
export function checkoutHrefFor(isSignedOut: boolean): string {
  return isSignedOut ? withReturnUrl('/login', CHECKOUT_PATH) : CHECKOUT_PATH;
}
