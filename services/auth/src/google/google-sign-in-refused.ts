/** Why a Google sign-in was refused: logged, never shown (the browser only learns that it failed). */
export type GoogleRefusalReason =
  /** The callback came without a state, with one we never issued, or one already used. */
  | 'unknown_state'
  /** The state was issued to another browser (login CSRF), or the binding cookie is missing. */
  | 'not_from_this_browser'
  | 'expired_state'
  /** The provider answered with an error (the user declined, a replayed or expired code). */
  | 'provider_error'
  /** The provider's answer or ID token failed validation (signature, issuer, audience, nonce, expiry). */
  | 'invalid_response'
  /** The provider could not be reached or its discovery document read. */
  | 'provider_unreachable'
  | 'email_missing'
  | 'email_not_verified'
  | 'credential_already_used'
  /** The account with this address is already linked to a different identity of the provider. */
  | 'identity_conflict'
  | 'account_inactive'
  /** No account has this identity or address and an admin has closed registration. */
  | 'registration_closed';

export class GoogleSignInRefused extends Error {
  /** Where the visitor wanted to go, once the callback's state told us: the login page keeps it. */
  returnUrl: string | null = null;

  constructor(
    readonly reason: GoogleRefusalReason,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${reason}: ${detail}` : reason, options);
    this.name = 'GoogleSignInRefused';
  }
}
