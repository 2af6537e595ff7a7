'use client';

import type { DocumentChatSessionSummary } from '@studyhub/contracts';
import { MessagesSquare } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf } from '@/modules/tables/list-meta';
import { NewChatPanel } from '../components/new-chat-panel';
import { CHAT_PRICE_SUMMARY } from '../document-chat-content';
import { chatListPath, chatSessionPath } from '../document-chat-paths';
import { useChatSessions } from '../hooks/use-chat-sessions';

function SessionRow({ session }: { session: DocumentChatSessionSummary }) {
  return (
    <li data-testid="chat-session-row" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h3 className="font-semibold text-ink">
        <Link href={chatSessionPath(session.id)} className="line-clamp-2 hover:underline">
          {session.title}
        </Link>
      </h3>
      {session.last_message ? (
        <p className="mt-1 line-clamp-2 text-sm text-ink">
          {session.last_message.role === 'user' ? 'You: ' : ''}
          {session.last_message.preview}
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">No questions yet.</p>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <StatusBadge tone="neutral">{session.source.kind === 'document' ? 'Document' : 'Your file'}</StatusBadge>
        {session.questions_asked} {session.questions_asked === 1 ? 'question' : 'questions'} ·{' '}
        {session.points_charged} points · {formatDateTime(session.updated_at)}
      </p>
    </li>
  );
}

/** /dashboard/document-chat: a new chat (library document or upload), then the student's chats. */
export function DocumentChatDashboardView({ page }: { page: number }) {
  const { state, reload } = useChatSessions(page);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Document Chat</h1>
      <p className="mt-2 text-muted">Ask questions about a document; every answer shows the pages it comes from.</p>
      <p className="mt-1 text-sm text-muted">{CHAT_PRICE_SUMMARY}</p>

      <div className="mt-8">
        <NewChatPanel />
      </div>

      <section aria-labelledby="my-chats-heading" className="mt-12" aria-busy={state.status === 'loading'}>
        <h2 id="my-chats-heading" className="text-xl font-bold tracking-tight text-ink">
          Your chats
        </h2>
        <div className="mt-4">
          {state.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              Loading your chats…
            </p>
          ) : state.status === 'error' ? (
            <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
              <p className="font-semibold text-danger">Error</p>
              <p className="mt-1 text-sm text-ink">{state.message}</p>
              <button type="button" className="btn-secondary mt-4" onClick={reload}>
                Try again
              </button>
            </div>
          ) : state.sessions.length === 0 ? (
            <EmptyState
              icon={MessagesSquare}
              title="No chats yet."
              description="Chats you start appear here with their last message."
            />
          ) : (
            <>
              <ul className="grid gap-3" aria-label="Your chats">
                {state.sessions.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </ul>
              <Pagination
                label="Chat pages"
                page={state.meta.page}
                pageCount={pageCountOf(state.meta)}
                hrefFor={chatListPath}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
