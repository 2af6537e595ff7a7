import { refreshSessionTokens, type SessionGrant } from './api/session-api';
import { withBackoff } from './refresh-schedule';
import { isRefreshDue } from './refresh-schedule';
import { readSessionExpiry, writeSessionExpiry } from './session-clock';

export type RenewalOutcome =
  /** New tokens (grant) or another tab had just renewed them (grant null). */
  | { kind: 'renewed'; grant: SessionGrant | null }
  /** The session is over (401): sign out locally. */
  | { kind: 'ended' }
  /** Auth could not be reached after every retry: keep the session as it is. */
  | { kind: 'unavailable' };

type Listener = (outcome: RenewalOutcome) => void;
const listeners = new Set<Listener>();
let inFlight: Promise<RenewalOutcome> | null = null;

/** Told about every renewal's outcome (the session provider listens). */
export function onSessionRenewal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Serialises renewals across tabs, so two tabs never spend the same refresh token. */
async function withRenewalLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('studyhub-session-renewal', work);
  }
  return work();
}

async function renewOnce(force: boolean): Promise<RenewalOutcome> {
  return withRenewalLock(async () => {
    // Another tab may have renewed while this one waited for the lock.
    if (!force && !isRefreshDue(readSessionExpiry(), Date.now())) return { kind: 'renewed', grant: null };
    const outcome = await withBackoff<RenewalOutcome>(async () => {
      const result = await refreshSessionTokens();
      if (result.ok) return { kind: 'done', value: { kind: 'renewed', grant: result.data } };
      if (result.status === 401) return { kind: 'done', value: { kind: 'ended' } };
      return { kind: 'retry' };
    });
    return outcome ?? { kind: 'unavailable' };
  });
}

/**
 * Renews the session with the refresh cookie: one renewal at a time per page, retried with
 * backoff from 200 ms. `force` renews even when the shared clock says the token is still fresh
 * (the server has just refused it).
 */
export function renewSession(options: { force?: boolean } = {}): Promise<RenewalOutcome> {
  inFlight ??= renewOnce(options.force ?? false)
    .then((outcome) => {
      if (outcome.kind === 'renewed' && outcome.grant) writeSessionExpiry(outcome.grant.expiresAt);
      if (outcome.kind === 'ended') writeSessionExpiry(null);
      for (const listener of listeners) listener(outcome);
      return outcome;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
