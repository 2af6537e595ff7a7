'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { useDashboardUser } from '@/modules/dashboard/components/dashboard-user';
import { failureMessage } from '@/modules/http/api-result';
import { fetchNotifications, type NotificationPage } from '../api/notifications-api';
import { NotificationItem } from '../components/notification-item';
import {
  markAllBellNotificationsRead,
  markBellNotificationRead,
  refreshBellNotifications,
  useBellNotifications,
} from '../hooks/use-notifications';

const PAGE_SIZE = 20;

type PageState =
  { status: 'loading' } | { status: 'ready'; page: NotificationPage } | { status: 'error'; message: string };

/** /dashboard/notifications: every notification, newest first, paged; mark read one by one or all. */
export function NotificationsView() {
  const user = useDashboardUser();
  const bell = useBellNotifications(user.id);
  const [pageNumber, setPageNumber] = useState(1);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  // A new live notification changes the unread count: the list is read again.
  const unread = bell.status === 'ready' ? bell.unread : null;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await fetchNotifications({ page: pageNumber, limit: PAGE_SIZE, ...(signal ? { signal } : {}) });
      if (signal?.aborted) return;
      setState(
        result.ok
          ? { status: 'ready', page: result.data }
          : { status: 'error', message: failureMessage(result, 'Failed to load notifications') },
      );
    },
    [pageNumber],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [load, unread]);

  const markRead = async (id: string) => {
    if (state.status === 'ready') {
      const readAt = new Date().toISOString();
      setState({
        status: 'ready',
        page: {
          ...state.page,
          items: state.page.items.map((item) => (item.id === id ? { ...item, read_at: item.read_at ?? readAt } : item)),
        },
      });
    }
    await markBellNotificationRead(id);
  };

  const markAll = async () => {
    await markAllBellNotificationsRead();
    await Promise.all([load(), refreshBellNotifications()]);
  };

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.page.total / PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Notifications</h1>
          <p className="mt-2 text-muted">
            {unread ? `${unread} unread` : 'You are all caught up.'} Choose what you hear about in{' '}
            <Link className="font-medium text-brand-700 underline" href="/dashboard/settings?tab=notifications">
              Settings &gt; Notifications
            </Link>
            .
          </p>
        </div>
        {unread ? (
          <button
            type="button"
            onClick={() => void markAll()}
            className="rounded-lg border border-line px-3 py-2 text-sm font-semibold text-ink hover:bg-brand-50"
          >
            Mark all as read
          </button>
        ) : null}
      </div>

      <section aria-label="Your notifications" className="mt-6">
        {state.status === 'loading' ? <p className="text-muted">Loading notifications…</p> : null}
        {state.status === 'error' ? (
          <p role="alert" className="text-red-700">
            {state.message}
          </p>
        ) : null}
        {state.status === 'ready' && state.page.items.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-6 text-muted">
            You have no notifications yet. Orders, document reviews, withdrawals and security alerts show up here.
          </p>
        ) : null}
        {state.status === 'ready' && state.page.items.length > 0 ? (
          <ul
            className="flex flex-col gap-1 rounded-xl border border-line bg-white p-2"
            data-testid="notifications-page-list"
          >
            {state.page.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={(id) => void markRead(id)} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {pages > 1 ? (
        <nav aria-label="Notification pages" className="mt-4 flex items-center justify-between">
          <button
            type="button"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((page) => Math.max(1, page - 1))}
            className="rounded-lg border border-line px-3 py-2 text-sm font-medium disabled:opacity-50"
          >
            Newer
          </button>
          <span className="text-sm text-muted">
            Page {pageNumber} of {pages}
          </span>
          <button
            type="button"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber((page) => Math.min(pages, page + 1))}
            className="rounded-lg border border-line px-3 py-2 text-sm font-medium disabled:opacity-50"
          >
            Older
          </button>
        </nav>
      ) : null}
    </div>
  );
}
