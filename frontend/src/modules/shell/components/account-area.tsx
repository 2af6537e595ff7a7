'use client';

import { useSession } from '@/modules/auth/components/session-provider';
import { NotificationBell } from '@/modules/notifications/components/notification-bell';
import { AuthLinks } from './auth-links';
import { PointsBalanceLink } from './points-balance-link';
import { UserMenu } from './user-menu';

/** Right side of the desktop header. Holds its width while the session loads, so nothing shifts. */
export function AccountArea() {
  const { session } = useSession();
  if (session.status === 'loading') {
    return <div aria-hidden="true" className="hidden h-10 w-48 lg:block" data-testid="account-loading" />;
  }
  if (session.status === 'signed-out') {
    return <AuthLinks className="hidden lg:flex" />;
  }
  return (
    <div className="hidden items-center gap-2 lg:flex">
      <PointsBalanceLink userId={session.user.id} />
      <NotificationBell userId={session.user.id} />
      <UserMenu user={session.user} />
    </div>
  );
}
