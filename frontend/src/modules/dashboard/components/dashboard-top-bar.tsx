'use client';

import { Menu } from 'lucide-react';
import type { RefObject } from 'react';
import type { SessionUser } from '@/modules/auth/session-user';
import { NotificationBell } from '@/modules/notifications/components/notification-bell';
import { SearchBox } from '@/modules/search/components/search-box';
import { PointsBalanceLink } from '@/modules/shell/components/points-balance-link';
import { SiteLogo } from '@/modules/shell/components/site-logo';
import { UserMenu } from '@/modules/shell/components/user-menu';

/** Top bar of the dashboard: menu button (small screens), search, points, notifications and the user menu. */
export function DashboardTopBar({
  user,
  isDrawerOpen,
  onOpenDrawer,
  menuButtonRef,
}: {
  user: SessionUser;
  isDrawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={isDrawerOpen}
          onClick={onOpenDrawer}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-brand-50 md:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only">Open dashboard menu</span>
        </button>
        <div className="md:hidden">
          <SiteLogo />
        </div>
        <SearchBox className="hidden max-w-xl flex-1 sm:block" />
        <div className="ml-auto flex items-center gap-2">
          {/* A wrapper hides it: the link's own display class would win over `hidden`. */}
          <div className="hidden sm:block">
            <PointsBalanceLink userId={user.id} />
          </div>
          <NotificationBell userId={user.id} />
          <UserMenu user={user} isNameHiddenOnSmall />
        </div>
      </div>
    </header>
  );
}
