'use client';

import clsx from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import { buildReturnUrl, withReturnUrl } from '@/modules/auth/return-url';
import type { SessionUser } from '@/modules/auth/session-user';
import { sidebarCollapsedCookie } from '../dashboard-preferences';
import { DashboardTopBar } from './dashboard-top-bar';
import { DashboardUserProvider } from './dashboard-user';
import { RecoveryNotice } from './recovery-notice';
import { Sidebar } from './sidebar';
import { SidebarDrawer } from './sidebar-drawer';

/** Sends the visitor to sign in when the session ends while a dashboard page is open. */
function SessionEndWatcher() {
  const { session } = useSession();
  const router = useRouter();
  const pathname = usePathname() ?? '/dashboard';
  const search = useSearchParams().toString();
  useEffect(() => {
    if (session.status === 'signed-out' && session.reason === 'ended') {
      router.replace(withReturnUrl('/login', buildReturnUrl(pathname, search)));
    }
  }, [session, router, pathname, search]);
  return null;
}

/**
 * The signed-in area's frame (spec section 2, Layout): sidebar, top bar, page and footer. The
 * server has checked the session and hands over the user; the client session takes over once loaded.
 */
export function DashboardShell({
  serverUser,
  initialCollapsed,
  footer,
  children,
}: {
  serverUser: SessionUser;
  initialCollapsed: boolean;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { session } = useSession();
  const user = session.status === 'signed-in' ? session.user : serverUser;
  const [isCollapsed, setIsCollapsed] = useState(initialCollapsed);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const toggleCollapsed = useCallback(() => {
    setIsCollapsed((current) => {
      document.cookie = sidebarCollapsedCookie(!current);
      return !current;
    });
  }, []);

  const closeDrawer = useCallback(() => {
    setIsDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <div className="min-h-screen bg-surface-muted">
      <a
        href="#dashboard-main"
        className="sr-only z-[100] rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <div
        data-testid="dashboard-sidebar"
        data-collapsed={isCollapsed}
        className={clsx(
          'fixed inset-y-0 left-0 z-40 hidden w-20 border-r border-line bg-white md:block',
          // Expanded, it may be taller than a short window; the rail keeps overflow visible for its tooltips.
          !isCollapsed && 'wide:w-[225px] wide:overflow-y-auto',
        )}
      >
        <Sidebar layout="docked" isCollapsed={isCollapsed} onToggleCollapsed={toggleCollapsed} />
      </div>
      <div className={clsx('flex min-h-screen flex-col md:pl-20', !isCollapsed && 'wide:pl-[225px]')}>
        <DashboardTopBar
          user={user}
          isDrawerOpen={isDrawerOpen}
          onOpenDrawer={() => setIsDrawerOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        <main id="dashboard-main" tabIndex={-1} className="flex-1 focus:outline-none">
          <DashboardUserProvider user={serverUser}>{children}</DashboardUserProvider>
        </main>
        {footer}
      </div>
      <SidebarDrawer user={user} isOpen={isDrawerOpen} onClose={closeDrawer} />
      <Suspense fallback={null}>
        <RecoveryNotice />
        <SessionEndWatcher />
      </Suspense>
    </div>
  );
}
