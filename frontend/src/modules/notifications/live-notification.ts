import type { AppNotification } from '@studyhub/contracts';

/** A `notification` live event (notification.created.v1 as the gateway streams it). */
export interface LiveNotification {
  notificationId: string;
  userId: string;
  title: string;
  body: string;
  link: string | null;
}

/** Reads a `notification` live event's data; null when it is not one. */
export function readLiveNotification(data: unknown): LiveNotification | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (
    typeof record.notificationId !== 'string' ||
    typeof record.userId !== 'string' ||
    typeof record.title !== 'string' ||
    typeof record.body !== 'string'
  ) {
    return null;
  }
  return {
    notificationId: record.notificationId,
    userId: record.userId,
    title: record.title,
    body: record.body,
    link: typeof record.link === 'string' && record.link.startsWith('/') ? record.link : null,
  };
}

/** What the bell and the notifications page show of a notification. */
export type BellNotification = Pick<AppNotification, 'id' | 'title' | 'body' | 'link' | 'read_at' | 'created_at'>;

/** A live one as the bell shows it at once, unread. */
export function notificationFromLive(live: LiveNotification, now: Date): BellNotification {
  return {
    id: live.notificationId,
    title: live.title,
    body: live.body,
    link: live.link,
    read_at: null,
    created_at: now.toISOString(),
  };
}

/** Only links on this site are followed from a notification. */
export function safeNotificationLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** `just now`, `5 min ago`, `3 h ago`, `2 d ago`, then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
}
