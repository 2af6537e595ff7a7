'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { safeNotificationLink, timeAgo, type BellNotification } from '../live-notification';

/** One notification: title, text and age; unread ones are marked. Opening it marks it read. */
export function NotificationItem({
  notification,
  onOpen,
  isCompact = false,
}: {
  notification: BellNotification;
  onOpen: (id: string) => void;
  isCompact?: boolean;
}) {
  const isUnread = !notification.read_at;
  const link = safeNotificationLink(notification.link);
  const content = (
    <>
      <span className="flex items-center gap-2">
        {isUnread ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-600" /> : null}
        <span className={clsx('text-sm text-ink', isUnread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
        </span>
        {isUnread ? <span className="sr-only">(unread)</span> : null}
      </span>
      <span className={clsx('mt-0.5 block text-sm text-muted', isCompact && 'line-clamp-2')}>{notification.body}</span>
      <span className="mt-1 block text-xs text-muted">{timeAgo(notification.created_at)}</span>
    </>
  );
  const className = clsx(
    'block w-full rounded-lg px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50',
    isUnread && 'bg-brand-50/50',
  );
  if (link) {
    return (
      <Link href={link} className={className} onClick={() => onOpen(notification.id)} data-testid="notification-item">
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onOpen(notification.id)} data-testid="notification-item">
      {content}
    </button>
  );
}
