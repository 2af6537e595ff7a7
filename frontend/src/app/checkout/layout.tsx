import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SESSION_RESUME_PATH } from '@/modules/auth/route-guard';
import { withReturnUrl } from '@/modules/auth/return-url';
import { currentLocation, fetchServerUser } from '@/modules/auth/server/server-session';
import { CheckoutUnavailableView } from '@/modules/checkout/views/checkout-unavailable-view';
import { isShellHidden } from '@/modules/shell/shell-visibility';

/**
 * Checkout needs a signed-in user (spec section 6). The proxy let the visitor in on the
 * token's claims; here auth itself confirms the session, as the dashboard layout does.
 */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const location = await currentLocation('/checkout');
  const result = await fetchServerUser();
  if (result.kind === 'signed-out') redirect(withReturnUrl(SESSION_RESUME_PATH, location));
  if (result.kind === 'unavailable') {
    const message = <CheckoutUnavailableView retryHref={location} />;
    // The success page has no site frame, so no main landmark around it but its own.
    return isShellHidden(location.split('?')[0]) ? <main id="main-content">{message}</main> : message;
  }
  return children;
}
