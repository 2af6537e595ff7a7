'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { hasSessionCookie } from '@/modules/http/csrf';
import { setUnauthorizedHandler } from '@/modules/http/api-request';
import { fetchCurrentUser, logout, type SessionGrant } from '../api/session-api';
import { postLogoutDestination } from '../post-login-destination';
import { isRefreshDue, REFRESH_TICK_MS } from '../refresh-schedule';
import { readSessionExpiry, SESSION_EXPIRY_KEY, writeSessionExpiry } from '../session-clock';
import { onSessionRenewal, renewSession } from '../session-renewal';
import type { SessionUser } from '../session-user';

export type SignedOutReason = 'anonymous' | 'ended' | 'logout';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; user: null; reason: SignedOutReason };

interface SessionContextValue {
  session: SessionState;
  /** Asks the server again who is signed in. */
  refreshSession: () => Promise<void>;
  /** A login, e-mail verification or admin login succeeded. */
  signIn: (grant: SessionGrant) => void;
  /** The user changed their profile or picture. */
  updateUser: (user: SessionUser) => void;
  /** Signs out locally whatever the server says; tells where to go next (spec section 4) and whether the server agreed. */
  signOut: () => Promise<{ destination: string; isConfirmed: boolean }>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function browserHasSession(): boolean {
  return typeof document !== 'undefined' && hasSessionCookie(document.cookie);
}

/** Who is signed in: asked once per page load, a 401 renews the session once when a cookie says there is one. */
async function loadSession(signal?: AbortSignal): Promise<SessionState> {
  const result = await fetchCurrentUser(signal);
  if (result.ok) return { status: 'signed-in', user: result.data };
  if (result.status !== 401 || !browserHasSession()) return { status: 'signed-out', user: null, reason: 'anonymous' };
  const renewal = await renewSession({ force: true });
  if (renewal.kind === 'renewed' && renewal.grant) return { status: 'signed-in', user: renewal.grant.user };
  if (renewal.kind === 'ended') return { status: 'signed-out', user: null, reason: 'ended' };
  const retried = await fetchCurrentUser(signal);
  return retried.ok
    ? { status: 'signed-in', user: retried.data }
    : { status: 'signed-out', user: null, reason: 'ended' };
}

/**
 * The browser's session: the user from GET /api/auth/me, renewed automatically when the access
 * token expires within 3 ticks of 30 s (spec section 4). `initialExpiresAt` is read by the server
 * from the access cookie, which scripts cannot read.
 */
export function SessionProvider({
  children,
  initialExpiresAt = null,
}: {
  children: ReactNode;
  initialExpiresAt?: number | null;
}) {
  const [session, setSession] = useState<SessionState>({ status: 'loading', user: null });
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const refreshSession = useCallback(async () => {
    setSession(await loadSession());
  }, []);

  useEffect(() => {
    if (initialExpiresAt !== null) writeSessionExpiry(initialExpiresAt);
  }, [initialExpiresAt]);

  useEffect(() => {
    setUnauthorizedHandler(async () => {
      if (!browserHasSession()) return false;
      return (await renewSession({ force: true })).kind === 'renewed';
    });
    // Renewals can also land mid-hydration (the first 401 renews at once): a transition too.
    const stopListening = onSessionRenewal((outcome) => {
      if (outcome.kind === 'renewed' && outcome.grant) {
        const user = outcome.grant.user;
        startTransition(() => setSession({ status: 'signed-in', user }));
      }
      if (outcome.kind === 'ended')
        startTransition(() => setSession({ status: 'signed-out', user: null, reason: 'ended' }));
    });
    const controller = new AbortController();
    // The first answer can arrive while parts of the page are still hydrating. As a transition it
    // waits for them; an urgent update would make React hydrate them with the new session, which
    // no longer matches the server's HTML (error #418, and the page re-rendered from scratch).
    const settle = (state: SessionState) => {
      if (!controller.signal.aborted) startTransition(() => setSession(state));
    };
    loadSession(controller.signal).then(settle, () =>
      settle({ status: 'signed-out', user: null, reason: 'anonymous' }),
    );
    return () => {
      controller.abort();
      stopListening();
      setUnauthorizedHandler(null);
    };
  }, []);

  // Renew ahead of expiry: every tick, when the tab comes back, and when the network returns.
  const isSignedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return;
    const check = () => {
      if (isRefreshDue(readSessionExpiry(), Date.now())) void renewSession();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = window.setInterval(check, REFRESH_TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', check);
    };
  }, [isSignedIn]);

  // Signing out in another tab clears the shared clock: check who is signed in here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_EXPIRY_KEY && event.newValue === null && sessionRef.current.status === 'signed-in') {
        void refreshSession();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refreshSession]);

  const signIn = useCallback((grant: SessionGrant) => {
    writeSessionExpiry(grant.expiresAt);
    setSession({ status: 'signed-in', user: grant.user });
  }, []);

  const updateUser = useCallback((user: SessionUser) => {
    setSession({ status: 'signed-in', user });
  }, []);

  const signOut = useCallback(async () => {
    const destination = postLogoutDestination(sessionRef.current.user, window.location.pathname);
    const isConfirmed = await logout();
    writeSessionExpiry(null);
    setSession({ status: 'signed-out', user: null, reason: 'logout' });
    return { destination, isConfirmed };
  }, []);

  const value = useMemo(
    () => ({ session, refreshSession, signIn, updateUser, signOut }),
    [session, refreshSession, signIn, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
