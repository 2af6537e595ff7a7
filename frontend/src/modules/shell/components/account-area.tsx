'use client';

import { useSession } from '@/modules/auth/components/session-provider';
import { NotificationBell } from '@/modules/notifications/components/notification-bell';
import { AuthLinks } from './auth-links';
import { PointsBalanceLink } from './points-balance-link';
import { UserMenu } from './user-menu';

/**
 * Right side of the header: balance and account menu on wide screens (the mobile menu holds them
 * on small ones), the notification bell at every width. Holds its width while the session loads,
 * so nothing shifts.
 */
export function AccountArea() {
  const { session } = useSession();
  if (session.status === 'loading') {
    return <div aria-hidden="true" className="hidden h-10 w-48 lg:block" data-testid="account-loading" />;
  }
  if (session.status === 'signed-out') {
    return <AuthLinks className="hidden lg:flex" />;
  }
  return (
    <div className="flex items-center gap-2">
      <div className="hidden lg:block">
        <PointsBalanceLink userId={session.user.id} />
      </div>
      <NotificationBell userId={session.user.id} />
      <div className="hidden lg:block">
        <UserMenu user={session.user} />
      </div>
    </div>
  );
}
