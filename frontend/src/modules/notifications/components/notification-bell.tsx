'use client';

import { Bell } from 'lucide-react';
import Link from 'next/link';
import { DisclosureMenu } from '@/modules/shell/components/disclosure-menu';
import {
  markAllBellNotificationsRead,
  markBellNotificationRead,
  useBellNotifications,
} from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';

/** The header bell: the unread count, updated live, and a dropdown of the newest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  const bell = useBellNotifications(userId);
  const unread = bell.status === 'ready' ? bell.unread : 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <DisclosureMenu
      align="end"
      hasChevron={false}
      panelClassName="w-80 max-w-[calc(100vw-2rem)]"
      label={
        <span data-testid="notification-bell" className="relative inline-flex size-6 items-center justify-center">
          <Bell aria-hidden="true" className="size-5" />
          <span className="sr-only">{label}</span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-unread-count"
              className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </span>
      }
    >
      <div className="flex items-center justify-between border-b border-line px-3 pt-1 pb-2">
        <p className="text-sm font-semibold text-ink">Notifications</p>
        {unread > 0 ? (
          <button
            type="button"
            onClick={() => void markAllBellNotificationsRead()}
            className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      {bell.status === 'loading' ? <p className="px-3 py-4 text-sm text-muted">Loading notifications…</p> : null}
      {bell.status === 'unavailable' ? (
        <p className="px-3 py-4 text-sm text-muted">Notifications could not be loaded. Try again later.</p>
      ) : null}
      {bell.status === 'ready' && bell.items.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted">You have no notifications yet.</p>
      ) : null}
      {bell.status === 'ready' && bell.items.length > 0 ? (
        <ul className="mt-1 flex max-h-96 flex-col gap-0.5 overflow-y-auto" data-testid="notification-list">
          {bell.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                isCompact
                onOpen={(id) => void markBellNotificationRead(id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1 border-t border-line pt-1">
        <Link
          href="/dashboard/notifications"
          className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          See all notifications
        </Link>
      </div>
    </DisclosureMenu>
  );
}
