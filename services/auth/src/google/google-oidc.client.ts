import { Inject, Injectable } from '@nestjs/common';
import { Issuer, custom, errors, type Client, type IdTokenClaims } from 'openid-client';
import { GOOGLE_SETTINGS, type GoogleClientSettings, type GoogleSettings } from './google.config';
import { GoogleSignInRefused } from './google-sign-in-refused';

/** Seconds of clock difference tolerated between us and the provider when checking token times. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** Google's ID tokens name their issuer either way (Google's "Verify the integrity of the ID token"). */
const ISSUER_ALIASES: Record<string, string[]> = { 'https://accounts.google.com': ['accounts.google.com'] };

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  /** The query of the callback as the provider sent it (code, state, iss, or error). */
  params: Record<string, string>;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export type ProviderClaims = IdTokenClaims;

interface IdTokenValidator {
  validateIdToken(idToken: string, nonce: string | undefined, returnedBy: 'token'): Promise<unknown>;
}

/**
 * The one file that talks to the OpenID provider (openid-client): discovery on first use (cached;
 * retried after a failure), the authorization URL, the code exchange with PKCE and ID token checks,
 * and the verification of ID tokens the browser received directly (Google one-tap).
 */
@Injectable()
export class GoogleOidcClient {
  private readonly clients = new Map<string, Promise<Client>>();

  constructor(@Inject(GOOGLE_SETTINGS) private readonly settings: GoogleSettings) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const client = await this.clientFor(this.configured().issuerUrl);
    return client.authorizationUrl({
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: this.configured().redirectUri,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  /** Exchanges the code (with the PKCE verifier) and returns the validated ID token's claims. */
  async exchangeCode(exchange: CodeExchange): Promise<ProviderClaims> {
    const { issuerUrl, redirectUri } = this.configured();
    const client = await this.clientFor(issuerUrl);
    try {
      const tokens = await client.callback(redirectUri, exchange.params, {
        response_type: 'code',
        state: exchange.state,
        nonce: exchange.nonce,
        code_verifier: exchange.codeVerifier,
      });
      return tokens.claims();
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /** Checks signature (provider's JWKS), issuer, audience (our client id) and expiry of an ID token. */
  async verifyIdToken(idToken: string): Promise<ProviderClaims> {
    const { issuerUrl } = this.configured();
    const unverified = unverifiedPayloadOf(idToken);
    if (!unverified) throw new GoogleSignInRefused('invalid_response', 'not a JWT');
    const client = await this.clientFor(issuerUrl);
    const alias = (ISSUER_ALIASES[client.issuer.metadata.issuer] ?? []).find((name) => name === unverified.iss);
    const validating = alias ? await this.clientFor(issuerUrl, alias) : client;
    try {
      // No nonce of ours exists for a credential the browser got directly, so the token's own is
      // accepted; replay is stopped by spending each credential once (SpentCredentialsRepository).
      const nonce = typeof unverified.nonce === 'string' ? unverified.nonce : undefined;
      await (validating as unknown as IdTokenValidator).validateIdToken(idToken, nonce, 'token');
      return unverified as ProviderClaims;
    } catch (error) {
      throw refusalOf(error);
    }
  }

  private configured(): GoogleClientSettings {
    if (!this.settings.client) throw new Error('Google sign-in is not configured');
    return this.settings.client;
  }

  private clientFor(issuerUrl: string, issuerAlias?: string): Promise<Client> {
    const key = issuerAlias ?? '';
    let client = this.clients.get(key);
    if (!client) {
      client = this.createClient(issuerUrl, issuerAlias);
      this.clients.set(key, client);
      // A failed discovery is not cached: the next sign-in tries again.
      client.catch(() => this.clients.delete(key));
    }
    return client.catch((error: unknown) => {
      throw refusalOf(error);
    });
  }

  private async createClient(issuerUrl: string, issuerAlias: string | undefined): Promise<Client> {
    const settings = this.configured();
    const discovered = await Issuer.discover(issuerUrl);
    const issuer = issuerAlias ? new Issuer({ ...discovered.metadata, issuer: issuerAlias }) : discovered;
    const client = new issuer.Client({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uris: [settings.redirectUri],
      response_types: ['code'],
      id_token_signed_response_alg: 'RS256',
    });
    client[custom.clock_tolerance] = CLOCK_TOLERANCE_SECONDS;
    return client;
  }
}

function refusalOf(error: unknown): GoogleSignInRefused {
  if (error instanceof GoogleSignInRefused) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof errors.OPError) return new GoogleSignInRefused('provider_error', detail, { cause: error });
  if (error instanceof errors.RPError) return new GoogleSignInRefused('invalid_response', detail, { cause: error });
  return new GoogleSignInRefused('provider_unreachable', detail, { cause: error });
}

/** The claims of a compact JWT before any check, or null when it is not one. */
function unverifiedPayloadOf(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
