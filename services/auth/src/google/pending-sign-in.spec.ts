import { createHash } from 'node:crypto';
import {
  PENDING_SIGN_IN_TTL_SECONDS,
  codeChallengeOf,
  isWellFormedToken,
  parsePendingSignIn,
  problemWithPendingSignIn,
  serializePendingSignIn,
  startSignIn,
} from './pending-sign-in';

describe('pending Google sign-ins', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('starts with fresh, unguessable state, nonce and PKCE verifier', () => {
    const first = startSignIn('/dashboard', undefined, now);
    const second = startSignIn('/dashboard', undefined, now);
    for (const value of [first.state, first.pending.nonce, first.pending.codeVerifier, first.browserBinding]) {
      expect(isWellFormedToken(value)).toBe(true);
    }
    expect(new Set([first.state, first.pending.nonce, first.pending.codeVerifier]).size).toBe(3);
    expect(second.state).not.toBe(first.state);
    expect(second.pending.nonce).not.toBe(first.pending.nonce);
    expect(first.pending).toMatchObject({ returnUrl: '/dashboard', createdAt: now.toISOString() });
  });

  it('derives the S256 code challenge from the verifier (RFC 7636 appendix B)', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const started = startSignIn(null, undefined, now);
    expect(started.codeChallenge).toBe(codeChallengeOf(started.pending.codeVerifier));
  });

  it('keeps only a hash of the browser binding, and reuses a binding the browser already has', () => {
    const started = startSignIn(null, undefined, now);
    expect(started.pending.browserBindingHash).toBe(createHash('sha256').update(started.browserBinding).digest('hex'));
    expect(serializePendingSignIn(started.pending)).not.toContain(started.browserBinding);

    const again = startSignIn(null, started.browserBinding, now);
    expect(again.browserBinding).toBe(started.browserBinding);
    expect(startSignIn(null, 'not-one-of-ours', now).browserBinding).not.toBe('not-one-of-ours');
  });

  it('lets only the browser that started the sign-in finish it', () => {
    const started = startSignIn(null, undefined, now);
    const other = startSignIn(null, undefined, now);
    expect(problemWithPendingSignIn(started.pending, started.browserBinding, now)).toBeNull();
    expect(problemWithPendingSignIn(started.pending, other.browserBinding, now)).toBe('not_from_this_browser');
    expect(problemWithPendingSignIn(started.pending, undefined, now)).toBe('not_from_this_browser');
    expect(problemWithPendingSignIn(started.pending, '', now)).toBe('not_from_this_browser');
  });

  it('refuses a sign-in older than its ten minutes', () => {
    const started = startSignIn(null, undefined, now);
    const justInTime = new Date(now.getTime() + PENDING_SIGN_IN_TTL_SECONDS * 1000);
    const tooLate = new Date(justInTime.getTime() + 1);
    expect(problemWithPendingSignIn(started.pending, started.browserBinding, justInTime)).toBeNull();
    expect(problemWithPendingSignIn(started.pending, started.browserBinding, tooLate)).toBe('expired');
  });

  it('reads back what it stored and nothing else', () => {
    const { pending } = startSignIn('/documents?page=2', undefined, now);
    expect(parsePendingSignIn(serializePendingSignIn(pending))).toEqual(pending);
    expect(parsePendingSignIn(null)).toBeNull();
    expect(parsePendingSignIn('not json')).toBeNull();
    expect(parsePendingSignIn(JSON.stringify({ ...pending, nonce: 'short' }))).toBeNull();
    expect(parsePendingSignIn(JSON.stringify({ returnUrl: '/x' }))).toBeNull();
  });
});
