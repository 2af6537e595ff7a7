'use client';

import type { DocumentChatSessionSummary } from '@studyhub/contracts';
import { MessagesSquare } from 'lucide-react';
import Link from 'next/link';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { PagedListSection } from '@/modules/tables/components/paged-list-section';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { NewChatPanel } from '../components/new-chat-panel';
import { chatPriceSummary } from '../document-chat-content';
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
        {session.questions_asked} {session.questions_asked === 1 ? 'question' : 'questions'} · {session.points_charged}{' '}
        points · {formatDateTime(session.updated_at)}
      </p>
    </li>
  );
}

/** /dashboard/document-chat: a new chat (library document or upload), then the student's chats. */
export function DocumentChatDashboardView({ page }: { page: number }) {
  const { state, reload } = useChatSessions(page);
  const { offer } = useAiToolsOffer();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Document Chat</h1>
      <p className="mt-2 text-muted">Ask questions about a document; every answer shows the pages it comes from.</p>
      <p className="mt-1 text-sm text-muted">{chatPriceSummary(offer.prices)}</p>

      <div className="mt-8">
        <NewChatPanel />
      </div>

      <PagedListSection
        id="my-chats-heading"
        heading="Your chats"
        state={state}
        onRetry={reload}
        loadingText="Loading your chats…"
        empty={{
          icon: MessagesSquare,
          title: 'No chats yet.',
          description: 'Chats you start appear here with their last message.',
        }}
        pagesLabel="Chat pages"
        hrefFor={chatListPath}
        renderItem={(session) => <SessionRow session={session} />}
      />
    </div>
  );
}
