import { failureMessage, type ApiResult } from '../../http/api-result';
import type { ToastInput } from '../../toast/toast';
import type { SessionGrant } from '../api/session-grant';
import { AUTH_TEXT } from '../auth-messages';
import { oneTapDestination } from './one-tap-policy';

/** What finishing a one-tap sign-in touches: the API, the session, the toasts, the router. */
export interface OneTapSignInPorts {
  signInWithIdToken(credential: string): Promise<ApiResult<SessionGrant>>;
  /** The session provider's `signIn`. */
  signIn(grant: SessionGrant): void;
  showToast(input: ToastInput): void;
  /** Where the visitor is when the credential arrives. */
  location(): { pathname: string; search: string };
  navigate(destination: string): void;
  /** Re-renders the current page for the signed-in visitor. */
  refresh(): void;
}

/**
 * Trades the credential Google handed the page for a session (spec section 8 toasts), then moves on
 * from login or register, or stays where the visitor is.
 */
export async function completeOneTapSignIn(credential: string, ports: OneTapSignInPorts): Promise<void> {
  const result = await ports.signInWithIdToken(credential);
  if (!result.ok) {
    const message = failureMessage(result, AUTH_TEXT.googleFailed);
    ports.showToast({
      title: AUTH_TEXT.googleFailed,
      ...(message === AUTH_TEXT.googleFailed ? {} : { description: message }),
      variant: 'error',
    });
    return;
  }
  const { pathname, search } = ports.location();
  const destination = oneTapDestination(result.data.user, pathname, search);
  ports.signIn(result.data);
  ports.showToast({ title: AUTH_TEXT.signedIn, variant: 'success' });
  if (destination) ports.navigate(destination);
  else ports.refresh();
}
