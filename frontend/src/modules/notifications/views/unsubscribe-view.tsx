'use client';

import type { UnsubscribeInfo } from '@studyhub/contracts';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { confirmUnsubscribe, fetchUnsubscribeInfo } from '../api/notifications-api';

type State =
  | { status: 'loading' }
  | { status: 'ready'; info: UnsubscribeInfo }
  | { status: 'saving'; info: UnsubscribeInfo }
  | { status: 'done'; info: UnsubscribeInfo }
  | { status: 'error'; message: string };

const INCOMPLETE_LINK = 'This unsubscribe link is incomplete. Open it again from the e-mail.';

/**
 * Confirms before turning anything off: mail scanners open links, and a GET must never
 * unsubscribe anyone. Mail clients with one-click unsubscribe skip this page (RFC 8058).
 */
export function UnsubscribeView({ token }: { token: string }) {
  const [state, setState] = useState<State>(
    token ? { status: 'loading' } : { status: 'error', message: INCOMPLETE_LINK },
  );

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    void fetchUnsubscribeInfo(token).then((result) => {
      if (!isCurrent) return;
      setState(
        result.ok
          ? { status: 'ready', info: result.data }
          : { status: 'error', message: failureMessage(result, 'This unsubscribe link could not be read.') },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const unsubscribe = async (info: UnsubscribeInfo) => {
    setState({ status: 'saving', info });
    const result = await confirmUnsubscribe(token);
    setState(
      result.ok
        ? { status: 'done', info: result.data }
        : { status: 'error', message: failureMessage(result, 'Failed to update notification settings') },
    );
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-line bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Unsubscribe</h1>
        {state.status === 'loading' ? <p className="mt-4 text-muted">Reading your link…</p> : null}
        {state.status === 'error' ? (
          <p role="alert" className="mt-4 text-red-700">
            {state.message}
          </p>
        ) : null}
        {state.status === 'ready' || state.status === 'saving' ? (
          <>
            <p className="mt-4 text-ink">
              Turn off <strong>{state.info.label}</strong> e-mails and notifications?
            </p>
            <p className="mt-2 text-sm text-muted">
              {state.info.enabled
                ? 'Only this one setting is turned off; everything else stays as it is.'
                : 'This setting is already off. You can leave it that way.'}
            </p>
            <button
              type="button"
              disabled={state.status === 'saving' || !state.info.enabled}
              onClick={() => void unsubscribe(state.info)}
              className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {state.status === 'saving' ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </>
        ) : null}
        {state.status === 'done' ? (
          <p role="status" className="mt-4 text-ink">
            {state.info.label} e-mails and notifications are now off. You can turn them back on at any time.
          </p>
        ) : null}
        <p className="mt-6 text-sm text-muted">
          Manage every notification in{' '}
          <Link className="font-medium text-brand-700 underline" href="/dashboard/settings?tab=notifications">
            Dashboard &gt; Settings &gt; Notifications
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
