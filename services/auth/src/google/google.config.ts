import { z } from 'zod';
import { ConfigValidationError, httpUrlSchema, type ServiceEnv } from '@studyhub/platform';

/** Google sign-in's variables (with PUBLIC_URL, which the other processes also read). */
export const googleEnvShape = {
  /** The browser-facing origin of the site: Google returns to it and so does the browser afterwards. */
  PUBLIC_URL: httpUrlSchema.default('http://localhost:3000'),
  /** The OAuth client of the Google Cloud project. Unset (with the secret): Google sign-in is off. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).max(512).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).max(512).optional(),
  /** The OpenID provider; tests point it at a local provider. */
  GOOGLE_ISSUER_URL: httpUrlSchema.default('https://accounts.google.com'),
  /** Where the provider sends the browser back; default `${PUBLIC_URL}/api/auth/google/callback`. */
  GOOGLE_REDIRECT_URL: httpUrlSchema.optional(),
};

export type GoogleEnv = ServiceEnv & z.infer<z.ZodObject<typeof googleEnvShape>>;

export interface GoogleClientSettings {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
  redirectUri: string;
}

export interface GoogleSettings {
  /** Null when Google sign-in is not configured: the routes answer 503 and the button stays hidden. */
  client: GoogleClientSettings | null;
  /** The site's origin without a trailing slash. */
  publicUrl: string;
  /** Path of the `sh_oidc` cookie: the folder of the callback, so the browser sends it only there. */
  cookiePath: string;
}

export const GOOGLE_SETTINGS = Symbol('GOOGLE_SETTINGS');

/**
 * Reads Google sign-in's settings once at boot. A client id without its secret (or the reverse) is
 * a mistake the operator should hear about at once, not a silently hidden button.
 */
export function googleSettingsFrom(env: GoogleEnv): GoogleSettings {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const redirectUri = env.GOOGLE_REDIRECT_URL ?? `${publicUrl}/api/auth/google/callback`;
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    const missing = clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    const present = clientId ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
    throw new ConfigValidationError([`${missing}: required when ${present} is set (not set)`]);
  }
  return {
    client:
      clientId && clientSecret
        ? { clientId, clientSecret, issuerUrl: env.GOOGLE_ISSUER_URL.replace(/\/+$/, ''), redirectUri }
        : null,
    publicUrl,
    cookiePath: parentPathOf(new URL(redirectUri).pathname),
  };
}

function parentPathOf(pathname: string): string {
  const parent = pathname.replace(/\/[^/]*$/, '');
  return parent === '' ? '/' : parent;
}
