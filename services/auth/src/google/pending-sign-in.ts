import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a started Google sign-in may take before its state is forgotten. */
export const PENDING_SIGN_IN_TTL_SECONDS = 600;

/** 32 random bytes in base64url: the shape of every state, nonce, verifier and browser binding we issue. */
const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the server remembers between the redirect to the provider and the callback, keyed by `state`. */
export interface PendingSignIn {
  nonce: string;
  codeVerifier: string;
  returnUrl: string | null;
  /** SHA-256 of the `sh_oidc` cookie value: only the browser that started the sign-in may finish it. */
  browserBindingHash: string;
  createdAt: string;
}

const pendingSignInSchema = z.object({
  nonce: z.string().regex(RANDOM_TOKEN),
  codeVerifier: z.string().regex(RANDOM_TOKEN),
  returnUrl: z.string().nullable(),
  browserBindingHash: z.string().regex(/^[a-f0-9]{64}$/),
  createdAt: z.iso.datetime(),
});

export interface StartedSignIn {
  state: string;
  /** The cookie value binding the sign-in to this browser (kept when the browser already has one). */
  browserBinding: string;
  codeChallenge: string;
  pending: PendingSignIn;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a value could be one of our random tokens; anything else is refused before a lookup. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && RANDOM_TOKEN.test(value);
}

/** PKCE S256 (RFC 7636): base64url(SHA-256(verifier)). */
export function codeChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * A new sign-in: fresh state, nonce and PKCE verifier. The browser's existing binding is reused so
 * two tabs signing in at once do not cancel each other.
 */
export function startSignIn(
  returnUrl: string | null,
  existingBinding: string | undefined,
  now: Date = new Date(),
): StartedSignIn {
  const browserBinding = isWellFormedToken(existingBinding) ? existingBinding : randomToken();
  const codeVerifier = randomToken();
  return {
    state: randomToken(),
    browserBinding,
    codeChallenge: codeChallengeOf(codeVerifier),
    pending: {
      nonce: randomToken(),
      codeVerifier,
      returnUrl,
      browserBindingHash: hashOf(browserBinding),
      createdAt: now.toISOString(),
    },
  };
}

export function serializePendingSignIn(pending: PendingSignIn): string {
  return JSON.stringify(pending);
}

/** Null for anything that is not a pending sign-in we wrote. */
export function parsePendingSignIn(stored: string | null): PendingSignIn | null {
  if (stored === null) return null;
  try {
    const parsed = pendingSignInSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type PendingSignInProblem = 'not_from_this_browser' | 'expired';

/** Why the callback may not finish this sign-in, or null when it may. */
export function problemWithPendingSignIn(
  pending: PendingSignIn,
  browserBinding: string | undefined,
  now: Date = new Date(),
): PendingSignInProblem | null {
  if (!isWellFormedToken(browserBinding)) return 'not_from_this_browser';
  const expected = Buffer.from(pending.browserBindingHash, 'hex');
  const actual = Buffer.from(hashOf(browserBinding), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'not_from_this_browser';
  const ageMs = now.getTime() - new Date(pending.createdAt).getTime();
  if (ageMs > PENDING_SIGN_IN_TTL_SECONDS * 1000) return 'expired';
  return null;
}
