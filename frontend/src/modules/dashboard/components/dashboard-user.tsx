'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import type { SessionUser } from '@/modules/auth/session-user';

const ServerUserContext = createContext<SessionUser | null>(null);

/** Hands the user the dashboard layout checked on the server to the pages below it. */
export function DashboardUserProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  return <ServerUserContext.Provider value={user}>{children}</ServerUserContext.Provider>;
}

/** The signed-in user on a dashboard page: the live session once loaded, the server's answer before. */
export function useDashboardUser(): SessionUser {
  const serverUser = useContext(ServerUserContext);
  const { session } = useSession();
  if (session.status === 'signed-in') return session.user;
  if (!serverUser) throw new Error('useDashboardUser must be used inside the dashboard layout');
  return serverUser;
}
