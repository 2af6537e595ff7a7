'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionUser, logout } from '../api/session-api';
import type { SessionUser } from '../session-user';

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; user: null };

interface SessionContextValue {
  session: SessionState;
  refreshSession: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Asks the gateway who is signed in once per page load; the cookie itself is httpOnly. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading', user: null });

  const refreshSession = useCallback(async () => {
    const user = await fetchSessionUser();
    setSession(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void fetchSessionUser(controller.signal).then((user) => {
      if (controller.signal.aborted) return;
      setSession(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
    });
    return () => controller.abort();
  }, []);

  const signOut = useCallback(async () => {
    await logout();
    setSession({ status: 'signed-out', user: null });
  }, []);

  const value = useMemo(() => ({ session, refreshSession, signOut }), [session, refreshSession, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
