import { Inject, Injectable } from '@nestjs/common';
import type { SessionResponse } from '@studyhub/contracts';
import type { RequestContext } from '@studyhub/platform';
import { SessionStarter } from '../accounts/session-ports';
import { GoogleAccountsService } from './google-accounts.service';
import { GOOGLE_SETTINGS, type GoogleSettings } from './google.config';
import { GoogleOidcClient } from './google-oidc.client';
import { googleProfileOf } from './google-profile';
import { GoogleSignInRefused } from './google-sign-in-refused';
import { problemWithPendingSignIn, startSignIn } from './pending-sign-in';
import { PendingSignInsRepository } from './pending-sign-ins.repository';
import { sanitizeReturnUrl } from './return-url';
import { SpentCredentialsRepository } from './spent-credentials.repository';

export interface ClientMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface BegunSignIn {
  authorizationUrl: string;
  browserBinding: string;
}

export interface FinishedSignIn {
  session: SessionResponse;
  returnUrl: string | null;
}

/**
 * Google sign-in from start to session: the redirect with state, nonce and PKCE; the callback that
 * consumes the state once, checks it belongs to this browser and exchanges the code; and sign-in
 * with an ID token the browser got from Google directly.
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    @Inject(GOOGLE_SETTINGS) private readonly settings: GoogleSettings,
    private readonly oidc: GoogleOidcClient,
    private readonly pendingSignIns: PendingSignInsRepository,
    private readonly spentCredentials: SpentCredentialsRepository,
    private readonly accounts: GoogleAccountsService,
    private readonly sessions: SessionStarter,
  ) {}

  get isEnabled(): boolean {
    return this.settings.client !== null;
  }

  async begin(returnUrl: unknown, existingBrowserBinding: string | undefined): Promise<BegunSignIn> {
    const started = startSignIn(sanitizeReturnUrl(returnUrl), existingBrowserBinding);
    const authorizationUrl = await this.oidc.authorizationUrl({
      state: started.state,
      nonce: started.pending.nonce,
      codeChallenge: started.codeChallenge,
    });
    await this.pendingSignIns.save(started.state, started.pending);
    return { authorizationUrl, browserBinding: started.browserBinding };
  }

  /**
   * Finishes the sign-in the provider sent the browser back from. The state is consumed before
   * anything else, so a replayed callback fails even when the first one did too.
   */
  async finish(
    params: Record<string, string>,
    browserBinding: string | undefined,
    meta: ClientMeta,
    context: RequestContext,
  ): Promise<FinishedSignIn> {
    const state = params.state;
    const pending = await this.pendingSignIns.take(state);
    if (!pending || state === undefined) throw new GoogleSignInRefused('unknown_state');
    try {
      const problem = problemWithPendingSignIn(pending, browserBinding);
      if (problem === 'not_from_this_browser') throw new GoogleSignInRefused('not_from_this_browser');
      if (problem === 'expired') throw new GoogleSignInRefused('expired_state');
      const claims = await this.oidc.exchangeCode({
        params,
        state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
      });
      const session = await this.signIn(claims, meta, context);
      return { session, returnUrl: pending.returnUrl };
    } catch (error) {
      if (error instanceof GoogleSignInRefused) error.returnUrl = pending.returnUrl;
      throw error;
    }
  }

  /** Google one-tap: the browser hands over the ID token Google gave it. Each one signs in once. */
  async signInWithIdToken(credential: string, meta: ClientMeta, context: RequestContext): Promise<SessionResponse> {
    const claims = await this.oidc.verifyIdToken(credential);
    if (!(await this.spentCredentials.spend(credential, claims.exp))) {
      throw new GoogleSignInRefused('credential_already_used');
    }
    return this.signIn(claims, meta, context);
  }

  private async signIn(claims: Record<string, unknown>, meta: ClientMeta, context: RequestContext) {
    const user = await this.accounts.accountFor(googleProfileOf(claims), context);
    return this.sessions.start(user, { method: 'google', ...meta }, context);
  }
}
